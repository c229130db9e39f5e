import { Box, Flex, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { useBlockServices } from '@mall/runtime';
import type { Goods } from '@mall/schemas';
import type { ReactNode } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink, type LinkOptions } from './BlockLink.tsx';
import { formatPrice } from './format-price.ts';
import { usePointsWording } from './usePointsWording.ts';
import { GOODS_CARD_HEIGHT } from './layout.ts';

/** Side of the square goods picture, in px. */
export const GOODS_IMAGE_SIZE = 160;

/** Props of {@link GoodsCard}. */
export interface GoodsCardProps {
  goods: Goods;
  /** Where the picture and name lead (the goods detail). */
  url: string;
  linkOptions?: LinkOptions;
  /** Extra row under the price (flash buy: sold count and 'go buy'). */
  footer?: ReactNode;
}

/**
 * One goods item: picture, name, price in its unit (the enterprise's points wording by default) and
 * market price struck through.
 */
export function GoodsCard({ goods, url, linkOptions, footer }: GoodsCardProps) {
  const { t } = useBlockTranslation();
  const { locale } = useBlockServices();
  const pointsUnit = usePointsWording();
  const picture = goods.productImages?.[0];

  return (
    <Flex
      as="article"
      direction="column"
      h={`${GOODS_CARD_HEIGHT}px`}
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      p="3"
      gap="2"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
      overflow="hidden"
    >
      <BlockLink url={url} linkOptions={linkOptions} display="flex" flexDirection="column" gap="2" color="fg">
        <Box
          w={`${GOODS_IMAGE_SIZE}px`}
          h={`${GOODS_IMAGE_SIZE}px`}
          mx="auto"
          bg="bg.muted"
          borderRadius="sm"
        >
          {picture ? (
            <Image
              src={picture}
              alt={goods.productName}
              htmlWidth={GOODS_IMAGE_SIZE}
              htmlHeight={GOODS_IMAGE_SIZE}
              loading="lazy"
              w="100%"
              h="100%"
              fit="contain"
            />
          ) : (
            <VisuallyHidden>{goods.productName}</VisuallyHidden>
          )}
        </Box>
        {/* The picture's alt already names the link; the visible name is for sighted users. */}
        <Text fontSize="sm" lineClamp={2} minH="2.5em" aria-hidden={picture ? true : undefined}>
          {goods.productName}
        </Text>
      </BlockLink>
      <Flex align="baseline" gap="2" wrap="wrap">
        {goods.specProductPrice !== undefined ? (
          <Text color="price" fontWeight="bold" fontSize="lg">
            <VisuallyHidden>{t('goods.price')} </VisuallyHidden>
            {formatPrice(goods.specProductPrice, goods.priceUnit, pointsUnit, locale)}
          </Text>
        ) : null}
        {goods.specMarketPrice !== undefined ? (
          <Text as="del" color="fg.subtle" fontSize="xs">
            <VisuallyHidden>{t('goods.marketPrice')} </VisuallyHidden>
            {formatPrice(goods.specMarketPrice, goods.priceUnit, pointsUnit, locale)}
          </Text>
        ) : null}
      </Flex>
      {footer}
    </Flex>
  );
}
