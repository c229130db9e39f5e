import { FlashBuyGoodsListPage } from '../catalogue/flash-buy/FlashBuyGoodsListPage.tsx';

/** `/flashBuyGoodsList?planId|marketId&dateStart&dateEnd`: every goods of one flash sale. */
export function FlashBuyGoodsListRoute() {
  return <FlashBuyGoodsListPage />;
}
