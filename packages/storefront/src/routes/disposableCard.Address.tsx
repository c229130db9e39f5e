import { CardAddressPage } from '../disposable-card/CardAddressPage.tsx';

/** `/disposableCard/Address` (open; a card holder's page, see DisposableCardFrame): the card member's delivery addresses, and adding one. */
export function DisposableCardAddressRoute() {
  return <CardAddressPage />;
}
