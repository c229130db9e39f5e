import type { CheckoutCoupon } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { lineTotal, type PricedLine } from './cart-lines.ts';
import { COUPON_COLUMNS, toCoupon, type CouponRow } from './coupons.ts';
import type { Locale } from './locale.ts';

// Which of the member's coupons apply to the ticked lines, and what each takes off. A coupon counts
// the ticked goods in its scope (all goods, listed SKUs or a category, and only its store's goods
// unless the platform issued it); it applies when they reach its threshold. One point is one yuan:
// a PRICE coupon takes its yuan off, a DISCOUNT coupon the part not paid (85 per cent paid takes 15
// off), rounded down, never more than the goods in scope.

const WHY_NOT = {
  noGoods: { 'zh-CN': '所选商品不在该券的使用范围内', 'en-US': 'None of the ticked goods is covered' },
  threshold: {
    'zh-CN': (yuan: number) => `未满${yuan}元`,
    'en-US': (yuan: number) => `Needs ${yuan} yuan of goods`,
  },
} as const;

/** Lines a coupon covers. */
function inScope(coupon: CouponRow, lines: readonly PricedLine[]): PricedLine[] {
  return lines.filter((line) => {
    if (coupon.storeId !== '0' && line.storeId !== coupon.storeId) return false;
    if (coupon.scopeType === 'PORTION_GOODS') return (coupon.scopeId ?? '').split(',').includes(line.skuId);
    if (coupon.scopeType === 'PORTION_GOODS_CATEGORY') {
      const path = (coupon.scopeId ?? '').split(',');
      return path.every((id, level) => line.categoryPath[level] === id);
    }
    return true;
  });
}

/** What a coupon does for the ticked lines. */
function offer(coupon: CouponRow, ticked: readonly PricedLine[], locale: Locale): CheckoutCoupon {
  const covered = inScope(coupon, ticked).reduce((sum, line) => sum + lineTotal(line), 0);
  const answer = (usable: boolean, reason: string | null, discountPoints: number): CheckoutCoupon => ({
    coupon: toCoupon(coupon),
    usable,
    reason,
    discountPoints,
  });
  if (covered === 0) return answer(false, WHY_NOT.noGoods[locale], 0);
  if (covered * 100 < coupon.consumeThresholdFen)
    return answer(false, WHY_NOT.threshold[locale](coupon.consumeThresholdFen / 100), 0);
  const off =
    coupon.couponType === 'PRICE'
      ? Math.floor((coupon.priceFen ?? 0) / 100)
      : Math.floor((covered * (100 - (coupon.discountPercent ?? 100))) / 100);
  return answer(true, null, Math.min(off, covered));
}

/**
 * The member's unused coupons still valid now, each with whether it applies to the ticked lines and
 * what it takes off: the usable ones first, the biggest discount first. `lock` locks the claims (for
 * the order that spends one).
 */
export async function offerCoupons(
  db: DbExecutor,
  memberId: string,
  ticked: readonly PricedLine[],
  now: Date,
  locale: Locale,
  { lock = false }: { lock?: boolean } = {},
): Promise<CheckoutCoupon[]> {
  const rows = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM member_coupons m JOIN coupons c ON c.id = m.coupon_id
     WHERE m.member_id = $1 AND m.used_at IS NULL AND c.start_time <= $2 AND c.end_time > $2
     ORDER BY c.end_time, c.id ${lock ? 'FOR UPDATE OF m' : ''}`,
    [memberId, now],
  );
  return rows
    .map((row) => offer(row, ticked, locale))
    .sort((a, b) => Number(b.usable) - Number(a.usable) || b.discountPoints - a.discountPoints);
}
