import { CardCartPage } from '../disposable-card/CardCartPage.tsx';

/** `/disposableCard/Cart` (open; a card holder's page, see DisposableCardFrame): the card's cart, its quantities and total against the balance. */
export function DisposableCardCartRoute() {
  return <CardCartPage />;
}
