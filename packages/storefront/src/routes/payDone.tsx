import { PayDonePage } from '../trade/payment/PayDonePage.tsx';

/** `/payDone?sn=`: the order is paid: points paid, points left, and the ways on. */
export function PayDoneRoute() {
  return <PayDonePage />;
}
