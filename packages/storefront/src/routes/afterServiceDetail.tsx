import { AfterSaleDetailPage } from '../trade/after-sale/AfterSaleDetailPage.tsx';

/** `/afterServiceDetail?sn=`: one of the member's after-sale requests, its progress and messages. */
export function AfterServiceDetailRoute() {
  return <AfterSaleDetailPage />;
}
