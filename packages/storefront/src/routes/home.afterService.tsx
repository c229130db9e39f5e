import { AfterSaleListPage } from '../trade/after-sale/AfterSaleListPage.tsx';

/** `/home/afterService`: the member's after-sale requests, a page at a time. */
export function AfterServiceRoute() {
  return <AfterSaleListPage />;
}
