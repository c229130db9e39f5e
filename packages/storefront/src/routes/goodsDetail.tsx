import { GoodsDetailPage } from '../catalogue/goods-detail/GoodsDetailPage.tsx';

/** `/goodsDetail?skuId=`: one goods, to buy or favourite; with marketType=rush, its flash sale. */
export function GoodsDetailRoute() {
  return <GoodsDetailPage />;
}
