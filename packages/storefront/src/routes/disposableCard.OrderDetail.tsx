import { CardOrderDetailPage } from '../disposable-card/CardOrderDetailPage.tsx';

/** `/disposableCard/OrderDetail` (open; a card holder's page, see DisposableCardFrame): (query sn) one of the card's orders; without sn, the card's orders. */
export function DisposableCardOrderDetailRoute() {
  return <CardOrderDetailPage />;
}
