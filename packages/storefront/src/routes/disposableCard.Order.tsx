import { CardOrderPage } from '../disposable-card/CardOrderPage.tsx';

/** `/disposableCard/Order` (open; a card holder's page, see DisposableCardFrame): confirm the card's order: address, goods, total. */
export function DisposableCardOrderRoute() {
  return <CardOrderPage />;
}
