import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { formatPriceText, type BenefitOption } from '@mall/schemas';
import { ShellLink } from '../ui/ShellLink.tsx';
import { benefitGoodsPath } from './benefit-paths.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';

/** Size of an option's picture, in CSS pixels. */
export const OPTION_PICTURE_PX = 96;

export interface OptionCardProps {
  option: BenefitOption;
  /** A radio for a single choice, a checkbox for a multiple one. */
  kind: 'radio' | 'checkbox';
  checked: boolean;
  /** Set when the choice is full and this option is not in it. */
  disabled: boolean;
  onToggle: () => void;
}

/**
 * One option of the selection pages as a card the member ticks: picture, goods name, spec,
 * quantity and market price (the enterprise pays, so no points), and a link to its goods.
 */
export function OptionCard({ option, kind, checked, disabled, onToggle }: OptionCardProps) {
  const { t } = useBenefitStrings();
  return (
    <Flex
      borderWidth="2px"
      borderColor={checked ? 'red.500' : 'border'}
      borderRadius="md"
      p="3"
      gap="3"
      align="center"
      opacity={disabled ? 0.6 : 1}
      bg="bg.panel"
    >
      <Flex as="label" gap="3" align="center" flex="1" cursor={disabled ? 'not-allowed' : 'pointer'}>
        <input
          type={kind}
          name="benefit-option"
          value={option.id}
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
        />
        {option.image ? (
          <Image
            src={option.image}
            alt={t('benefit.select.pictureOf', { name: option.goodsName })}
            htmlWidth={OPTION_PICTURE_PX}
            htmlHeight={OPTION_PICTURE_PX}
            objectFit="contain"
            flexShrink={0}
          />
        ) : (
          <Box w={`${OPTION_PICTURE_PX}px`} h={`${OPTION_PICTURE_PX}px`} bg="bg.muted" flexShrink={0} />
        )}
        <Stack gap="1">
          <Text fontWeight="medium">
            {option.goodsName} {t('benefit.select.quantity', { count: option.quantity })}
          </Text>
          {option.spec ? (
            <Text fontSize="sm" color="fg.muted">
              {t('benefit.select.spec', { spec: option.spec })}
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {t('benefit.select.marketPrice', { price: formatPriceText(option.marketPrice) })}
          </Text>
        </Stack>
      </Flex>
      <ShellLink
        to={benefitGoodsPath(option.id)}
        fontSize="sm"
        aria-label={t('benefit.select.detailOf', { name: option.goodsName })}
      >
        {t('benefit.select.detail')}
      </ShellLink>
    </Flex>
  );
}
