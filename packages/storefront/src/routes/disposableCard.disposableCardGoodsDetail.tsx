import { CardGoodsDetailPage } from '../disposable-card/CardGoodsDetailPage.tsx';

/** `/disposableCard/disposableCardGoodsDetail` (open; a card holder's page, see DisposableCardFrame): (query skuId) one goods of the card's range: add to cart or redeem now. */
export function DisposableCardGoodsDetailRoute() {
  return <CardGoodsDetailPage />;
}
