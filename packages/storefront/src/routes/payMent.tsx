import { PaymentPage } from '../trade/payment/PaymentPage.tsx';

/** `/payMent?sn=`: pays an order with welfare points and the pay password (set first when there is none). */
export function PayMentRoute() {
  return <PaymentPage />;
}
