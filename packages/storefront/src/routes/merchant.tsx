import { MerchantPage } from '../catalogue/merchant/MerchantPage.tsx';

/** `/merchant?id={storeId}`: a store's own page with its goods. */
export function MerchantRoute() {
  return <MerchantPage />;
}
