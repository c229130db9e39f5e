import { Box, Flex, Text } from '@chakra-ui/react';
import { useContentLang } from '../shell/content-lang.ts';
import type { Goods } from '@mall/schemas';
import type { ReactNode } from 'react';
import { goodsDetailPath } from '../shell/drawers/DrawerGoodsItem.tsx';
import { useMarketPriceLabel, usePointsLabel } from '../shell/usePointsLabel.ts';
import { useCatalogueStrings } from './useCatalogueStrings.ts';
import { GoodsTileFrame } from '../ui/GoodsTileFrame.tsx';

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
    <GoodsTileFrame
      to={to}
      name={goods.productName}
      nameLang={langOf(goods.productName)}
      picture={{
        src: goods.productImages?.[0],
        size: GOODS_TILE_PICTURE_PX,
        loading: eager ? 'eager' : 'lazy',
      }}
    >
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
    </GoodsTileFrame>
  );
}
