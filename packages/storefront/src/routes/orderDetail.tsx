import { OrderDetailPage } from '../trade/orders/OrderDetailPage.tsx';

/** `/orderDetail?sn=`: the same order detail as `/home/OrderDetail`, at the mall's other address for it. */
export function OrderDetailRoute() {
  return <OrderDetailPage />;
}
