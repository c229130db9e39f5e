import { AfterSaleApplyPage } from '../trade/after-sale/AfterSaleApplyPage.tsx';

/** `/home/onlineAfterSales?orderItemSn=&sn=`: applying for after-sale on one of the member's order items. */
export function OnlineAfterSalesRoute() {
  return <AfterSaleApplyPage />;
}
