import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useContentLang } from '../shell/content-lang.ts';
import type { Goods } from '@mall/schemas';
import type { ReactNode } from 'react';
import { goodsDetailPath } from '../shell/drawers/DrawerGoodsItem.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { useMarketPriceLabel, usePointsLabel } from '../shell/usePointsLabel.ts';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

/** Side of a goods picture in the list, px. */
export const GOODS_TILE_PICTURE_PX = 200;

export interface GoodsTileProps {
  goods: Goods;
  /** Buttons under the tile (cancel a favourite, remove a footprint). Defaults to none. */
  actions?: ReactNode;
  /** Where the picture and name lead. Defaults to the goods detail of its SKU. */
  to?: string;
  /**
   * The picture loads at once, not once it nears the viewport: for the tiles of the first screen,
   * whose picture is the page's largest paint (issue 8, LCP). Defaults to `false`.
   */
  eager?: boolean;
}

/** One goods of a list: picture and name (both open the detail), price in points, market price, sales. */
export function GoodsTile({ goods, actions, to: target, eager = false }: GoodsTileProps) {
  const { t } = useCatalogueStrings();
  const pointsLabel = usePointsLabel();
  const marketPrice = useMarketPriceLabel();
  const langOf = useContentLang();
  const to = target ?? goodsDetailPath(goods.skuId, goods.goodsId ?? '');
  return (
    <Stack
      as="li"
      gap="2"
      p="3"
      bg="bg"
      borderRadius="md"
      borderWidth="1px"
      borderColor="border.muted"
      _hover={{ shadow: 'md' }}
    >
      <ShellLink to={to} display="block" aria-hidden="true" tabIndex={-1}>
        {goods.productImages?.[0] ? (
          <Image
            src={goods.productImages[0]}
            alt={goods.productName}
            htmlWidth={GOODS_TILE_PICTURE_PX}
            htmlHeight={GOODS_TILE_PICTURE_PX}
            w="full"
            aspectRatio="1"
            objectFit="cover"
            loading={eager ? 'eager' : 'lazy'}
            borderRadius="sm"
          />
        ) : (
          // No picture: a plain square of the same size, so the tiles stay in line.
          <Box w="full" aspectRatio="1" bg="bg.muted" borderRadius="sm" />
        )}
      </ShellLink>
      <ShellLink
        to={to}
        color="fg"
        fontSize="sm"
        lineClamp={2}
        minH="2.6em"
        _hover={{ color: 'brand.solid' }}
        lang={langOf(goods.productName)}
      >
        {goods.productName}
      </ShellLink>
      <Text color="price" fontWeight="semibold">
        {pointsLabel(goods.specProductPrice ?? 0, goods.priceUnit)}
      </Text>
      <Box
        display="flex"
        flexWrap="wrap"
        justifyContent="space-between"
        columnGap="2"
        fontSize="xs"
        color="fg.muted"
      >
        {goods.specMarketPrice ? (
          <Text as="s">{t('catalogue.marketPrice', { price: marketPrice(goods.specMarketPrice) })}</Text>
        ) : (
          <span />
        )}
        {goods.stock === 0 ? (
          <Text color="fg.warning">{t('catalogue.restocking')}</Text>
        ) : goods.soldCount === undefined ? null : (
          <Text>{t('catalogue.sold', { count: goods.soldCount })}</Text>
        )}
      </Box>
      {actions ? (
        <Flex gap="2" justify="flex-end">
          {actions}
        </Flex>
      ) : null}
    </Stack>
  );
}
