import { CardPayPage } from '../disposable-card/CardPayPage.tsx';

/** `/disposableCard/Pay` (open; a card holder's page, see DisposableCardFrame): (query sn) pay the order with the card after the forfeited-rest warning. */
export function DisposableCardPayRoute() {
  return <CardPayPage />;
}
