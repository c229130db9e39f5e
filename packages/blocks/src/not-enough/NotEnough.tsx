import { Box, Flex, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { NotEnoughOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { PAGE_WIDTH } from '../parts/layout.ts';
import { useMemberPoints } from '../parts/useMemberPoints.ts';
import {
  NOT_ENOUGH_DEFAULT_THRESHOLD,
  NOT_ENOUGH_DEFAULT_URL,
  NOT_ENOUGH_HEIGHT,
} from './not-enough-layout.ts';
import { notEnoughMessages } from './not-enough-messages.ts';

/**
 * 'Points not enough': for a member whose balance is below `threshold` (default 100), a band with the
 * balance, a points-plus-cash message and a button to the goods. Renders nothing for a guest (the
 * registry already hides it), when the balance is unknown, or when it reaches the threshold.
 */
export function NotEnough({ options }: BlockProps<NotEnoughOptions>) {
  const { t } = useBlockTranslation(notEnoughMessages);
  const memberPoints = useMemberPoints();
  const threshold = options.threshold ?? NOT_ENOUGH_DEFAULT_THRESHOLD;

  if (memberPoints.points === undefined || memberPoints.points >= threshold) return null;

  return (
    <Flex
      as="aside"
      aria-label={t('notEnough.label')}
      align="center"
      gap="6"
      maxW={`${PAGE_WIDTH}px`}
      w="100%"
      mx="auto"
      h={`${NOT_ENOUGH_HEIGHT}px`}
      px="6"
      bg={options.bgColor ?? 'brand.subtle'}
      borderWidth="1px"
      borderColor="brand.muted"
      borderRadius="md"
    >
      <Text fontSize="sm" color="fg.muted" flexShrink={0} whiteSpace="nowrap">
        {memberPoints.balanceLabel}{' '}
        <Box as="strong" color="price" fontSize="xl" fontVariantNumeric="tabular-nums">
          {memberPoints.formattedPoints}
        </Box>
      </Text>
      <Text flex="1" minW="0" fontSize="md" fontWeight="medium" color="fg" lineClamp={1}>
        {options.message?.trim() || t('notEnough.message')}
      </Text>
      <BlockLink
        url={options.url?.trim() || NOT_ENOUGH_DEFAULT_URL}
        display="inline-flex"
        alignItems="center"
        flexShrink={0}
        h="9"
        px="5"
        fontSize="sm"
        fontWeight="medium"
        color="brand.contrast"
        bg="brand.solid"
        borderRadius="full"
        whiteSpace="nowrap"
        _hover={{ bg: 'brand.600' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        {options.buttonText?.trim() || t('notEnough.button')}
      </BlockLink>
    </Flex>
  );
}
