import { API_PATHS } from '@mall/schemas';
import type { CouponPage } from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { request } from './request.ts';

/** A page of the coupons the member may claim now, soonest to expire first. */
export function fetchCoupons({ pageNumber, pageSize }: ListPageRequest): Promise<CouponPage> {
  return request<CouponPage>(API_PATHS.couponList, { query: { pageNumber, pageSize } });
}

/** Claims a coupon; a second claim is refused by the server (and shown by the request layer). */
export async function claimCoupon(couponId: string): Promise<void> {
  await request<null>(API_PATHS.couponReceive(couponId));
}
