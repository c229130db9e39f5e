import { OrderListPage } from '../trade/orders/OrderListPage.tsx';

/** `/home/myOrder` (also `/home/MyOrder`): the member's orders by tab, each with its buttons. */
export function MyOrderRoute() {
  return <OrderListPage />;
}
