import { MyCouponsPage } from '../trade/coupons/MyCouponsPage.tsx';

/** `/home/Coupons`: the member's coupons by status, and the coupons to claim. */
export function CouponsRoute() {
  return <MyCouponsPage />;
}
