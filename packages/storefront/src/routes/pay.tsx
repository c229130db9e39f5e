import { CheckoutPage } from '../trade/checkout/CheckoutPage.tsx';

/** `/pay`: the checkout of the ticked cart lines, or of `?skuId=&num=` bought now (address, coupon, note), placing the order. */
export function PayRoute() {
  return <CheckoutPage />;
}
