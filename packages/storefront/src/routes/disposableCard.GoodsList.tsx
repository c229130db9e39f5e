import { CardGoodsListPage } from '../disposable-card/CardGoodsListPage.tsx';

/** `/disposableCard/GoodsList` (open; a card holder's page, see DisposableCardFrame): what the card can redeem, at the card's prices. */
export function DisposableCardGoodsListRoute() {
  return <CardGoodsListPage />;
}
