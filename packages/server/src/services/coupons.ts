import type { Coupon, CouponPage, MemberCoupon, MemberCouponPage } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';
import { yuanFromFen } from './money.ts';

// Coupons a member may claim, and claiming one. A coupon is claimable while it is open (started,
// not expired), not sold out, meant for the member's enterprise (or everyone) and not claimed by
// the member yet: each member claims a coupon once.

/** Who claims: the member and their enterprise (coupons may be limited to enterprises). */
export interface CouponClaimant {
  memberId: string;
  oneId: string;
}

/** Messages of a refused claim. */
export const COUPON_MESSAGES = {
  notFound: '优惠券不存在',
  notStarted: '优惠券尚未开始领取',
  expired: '优惠券已过期',
  soldOut: '优惠券已被领完',
  alreadyClaimed: '您已领取过该优惠券，不能重复领取',
} as const;

export interface CouponRow {
  id: string;
  couponName: string;
  couponType: 'PRICE' | 'DISCOUNT';
  priceFen: number | null;
  discountPercent: number | null;
  consumeThresholdFen: number;
  scopeType: Coupon['scopeType'];
  scopeId: string | null;
  storeId: string;
  storeName: string;
  startTime: Date;
  endTime: Date;
}

export const COUPON_COLUMNS = `c.id, c.coupon_name AS "couponName", c.coupon_type AS "couponType", c.price_fen AS "priceFen",
  c.discount_percent AS "discountPercent", c.consume_threshold_fen AS "consumeThresholdFen",
  c.scope_type AS "scopeType", c.scope_id AS "scopeId", c.store_id AS "storeId", c.store_name AS "storeName",
  c.start_time AS "startTime", c.end_time AS "endTime"`;

// $1 member, $2 enterprise, $3 now.
const CLAIMABLE = `c.start_time <= $3 AND c.end_time > $3 AND c.received_num < c.publish_num
  AND (c.audience IS NULL OR $2 = ANY(c.audience))
  AND NOT EXISTS (SELECT 1 FROM member_coupons m WHERE m.member_id = $1 AND m.coupon_id = c.id)`;

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    couponName: row.couponName,
    couponType: row.couponType,
    price: row.priceFen === null ? null : yuanFromFen(row.priceFen),
    // Stored as the percentage paid (85), answered in tenths as the storefront shows it (8.5 折).
    couponDiscount: row.discountPercent === null ? null : row.discountPercent / 10,
    consumeThreshold: yuanFromFen(row.consumeThresholdFen),
    scopeType: row.scopeType,
    scopeId: row.scopeId,
    storeId: row.storeId,
    storeName: row.storeName,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  };
}

/** A page of the coupons the member may claim now, soonest to expire first. */
export async function listClaimableCoupons(
  db: DbExecutor,
  claimant: CouponClaimant,
  page: ListPage,
  now: Date,
): Promise<CouponPage> {
  const [limit, offset] = limitOffset(page);
  const params = [claimant.memberId, claimant.oneId, now];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM coupons c WHERE ${CLAIMABLE}`,
    params,
  );
  const rows = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE ${CLAIMABLE}
     ORDER BY c.end_time, c.id LIMIT $4 OFFSET $5`,
    [...params, limit, offset],
  );
  return pageOf(rows.map(toCoupon), counted?.total ?? 0, page);
}

/**
 * Claims a coupon for the member: one transaction that locks the coupon row, so its stock is never
 * over-claimed. A coupon the member may not see is answered as unknown; a second claim is refused
 * with 409. A refusal writes nothing.
 */
export async function claimCoupon(
  db: Db,
  claimant: CouponClaimant,
  couponId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [coupon] = await tx.query<{
      startTime: Date;
      endTime: Date;
      audience: string[] | null;
      receivedNum: number;
      publishNum: number;
    }>(
      `SELECT start_time AS "startTime", end_time AS "endTime", audience, received_num AS "receivedNum",
              publish_num AS "publishNum"
       FROM coupons WHERE id = $1 FOR UPDATE`,
      [couponId],
    );
    if (!coupon || (coupon.audience !== null && !coupon.audience.includes(claimant.oneId)))
      throw new ApiError(400, COUPON_MESSAGES.notFound);
    const claimed = await tx.query('SELECT 1 FROM member_coupons WHERE member_id = $1 AND coupon_id = $2', [
      claimant.memberId,
      couponId,
    ]);
    if (claimed.length > 0) throw new ApiError(409, COUPON_MESSAGES.alreadyClaimed);
    if (now < coupon.startTime) throw new ApiError(400, COUPON_MESSAGES.notStarted);
    if (now >= coupon.endTime) throw new ApiError(400, COUPON_MESSAGES.expired);
    if (coupon.receivedNum >= coupon.publishNum) throw new ApiError(400, COUPON_MESSAGES.soldOut);
    await tx.query('INSERT INTO member_coupons (member_id, coupon_id, claimed_at) VALUES ($1, $2, $3)', [
      claimant.memberId,
      couponId,
      now,
    ]);
    await tx.query('UPDATE coupons SET received_num = received_num + 1 WHERE id = $1', [couponId]);
  });
}

/** Which of the member's coupons: unused and valid, spent, or past their end unused. */
export type MemberCouponStatus = MemberCoupon['status'];

const MEMBER_COUPON_FILTER: Record<MemberCouponStatus, string> = {
  NEW: 'm.used_at IS NULL AND c.end_time > $2',
  USED: 'm.used_at <= $2',
  EXPIRE: 'm.used_at IS NULL AND c.end_time <= $2',
};

/** A page of the member's claimed coupons of a status: unused soonest to expire first, others newest first. */
export async function listMemberCoupons(
  db: DbExecutor,
  memberId: string,
  status: MemberCouponStatus,
  page: ListPage,
  now: Date,
): Promise<MemberCouponPage> {
  const [limit, offset] = limitOffset(page);
  const where = `m.member_id = $1 AND ${MEMBER_COUPON_FILTER[status]}`;
  const order = status === 'NEW' ? 'c.end_time, c.id' : 'COALESCE(m.used_at, c.end_time) DESC, c.id';
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM member_coupons m JOIN coupons c ON c.id = m.coupon_id WHERE ${where}`,
    [memberId, now],
  );
  const rows = await db.query<
    CouponRow & { claimedAt: Date; usedAt: Date | null; usedOrderSn: string | null }
  >(
    `SELECT ${COUPON_COLUMNS}, m.claimed_at AS "claimedAt", m.used_at AS "usedAt", m.used_order_sn AS "usedOrderSn"
     FROM member_coupons m JOIN coupons c ON c.id = m.coupon_id WHERE ${where}
     ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [memberId, now, limit, offset],
  );
  const records = rows.map(({ claimedAt, usedAt, usedOrderSn, ...row }) => ({
    coupon: toCoupon(row),
    status,
    claimedAt: claimedAt.toISOString(),
    usedAt: usedAt ? usedAt.toISOString() : null,
    usedOrderSn,
  }));
  return pageOf(records, counted?.total ?? 0, page);
}
