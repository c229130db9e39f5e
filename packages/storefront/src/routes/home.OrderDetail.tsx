import { OrderDetailPage } from '../trade/orders/OrderDetailPage.tsx';

/** `/home/OrderDetail?sn=`: one of the member's orders in full. */
export function HomeOrderDetailRoute() {
  return <OrderDetailPage />;
}
