import { API_PATHS } from '@mall/schemas';
import type { CouponPage, MemberCouponPage, MemberCouponQuery } from '@mall/schemas';
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

/** Which of the member's claimed coupons: unused and valid (`NEW`), spent (`USED`) or expired (`EXPIRE`). */
export type MemberCouponStatus = MemberCouponQuery['status'];

/** A page of the coupons the member claimed, in one status. */
export function fetchMemberCoupons({
  status,
  pageNumber,
  pageSize,
}: ListPageRequest & { status: MemberCouponStatus }): Promise<MemberCouponPage> {
  return request<MemberCouponPage>(API_PATHS.memberCoupons, { query: { status, pageNumber, pageSize } });
}
