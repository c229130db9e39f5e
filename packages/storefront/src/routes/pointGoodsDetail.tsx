import { GoodsDetailPage } from '../catalogue/goods-detail/GoodsDetailPage.tsx';

/**
 * `/pointGoodsDetail?skuId=`: the points mall's goods detail. Every goods here is priced in welfare
 * points, so it is the goods detail itself, kept as its own address for the links that use it.
 */
export function PointGoodsDetailRoute() {
  return <GoodsDetailPage />;
}
