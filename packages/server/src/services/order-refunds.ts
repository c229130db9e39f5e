import type { DbExecutor } from '../db/db.ts';
import { giveCardBack } from './card-ledger.ts';

// Taking an order back, whichever way: cancelling it before it ships (orders.ts), or refunding its
// units through after-sale (after-sales.ts: a refund only before it ships, a return after). Every way
// comes to the same once the whole order is back: every point it paid, freight included; its coupon
// unused again while still valid; its stock back; and a disposable card it used up whole again.
//
// How a refund of some units is counted, so the parts add up to the whole with nothing lost to
// rounding: the goods' part of what the order paid (its points less freight, i.e. goods less the
// coupon) is spread over the goods by price, cumulatively. The units refunded so far are worth
// floor(their value × goods part / goods value), and each refund gives the growth of that figure, so
// whatever the order and size of the refunds they add up to the goods part exactly. The refund that
// takes the last unit gives the rest of the goods part and the freight: no parcel has to go, or every
// unit came back. A partial refund leaves the coupon spent, as the goods kept were bought with it.

/** What an order paid and for what, as its refunds are counted. */
export interface RefundBasis {
  /** What the order paid: goods + freight - coupon. */
  points: number;
  freightPoints: number;
  /** Its lines' price × units. */
  goodsValue: number;
  units: number;
}

/** Units of an order and their value at the lines' prices. */
export interface UnitsOf {
  value: number;
  units: number;
}

/** Points a refund of `refund` gives back when `before` was refunded already; see the top of this file. */
export function refundPointsOf(basis: RefundBasis, before: UnitsOf, refund: UnitsOf): number {
  const goodsPart = basis.points - basis.freightPoints;
  const refundedShare = (value: number) =>
    basis.goodsValue === 0 ? 0 : Math.floor((value * goodsPart) / basis.goodsValue);
  if (before.units + refund.units >= basis.units)
    return goodsPart - refundedShare(before.value) + basis.freightPoints;
  return refundedShare(before.value + refund.value) - refundedShare(before.value);
}

/** Refund types that give points back (an exchange gives none). */
export const REFUNDING_SERVICE_TYPES = ['RETURN_MONEY', 'RETURN_GOODS'] as const;

/** An order's refund basis and what its completed refunds took back; null for an unknown order. */
export async function readRefundState(
  db: DbExecutor,
  orderSn: string,
): Promise<{ basis: RefundBasis; refunded: UnitsOf } | null> {
  const [row] = await db.query<RefundBasis & { refundedValue: number; refundedUnits: number }>(
    `SELECT o.points, o.freight_points AS "freightPoints",
            (SELECT COALESCE(SUM(i.price_points * i.num), 0) FROM order_items i WHERE i.order_sn = o.sn)::int
              AS "goodsValue",
            (SELECT COALESCE(SUM(i.num), 0) FROM order_items i WHERE i.order_sn = o.sn)::int AS units,
            (SELECT COALESCE(SUM(i.price_points * a.num), 0) FROM after_sales a JOIN order_items i ON i.sn = a.order_item_sn
             WHERE a.order_sn = o.sn AND a.status = 'COMPLETE' AND a.service_type = ANY ($2))::int AS "refundedValue",
            (SELECT COALESCE(SUM(a.num), 0) FROM after_sales a
             WHERE a.order_sn = o.sn AND a.status = 'COMPLETE' AND a.service_type = ANY ($2))::int AS "refundedUnits"
     FROM orders o WHERE o.sn = $1`,
    [orderSn, [...REFUNDING_SERVICE_TYPES]],
  );
  if (!row) return null;
  const { refundedValue, refundedUnits, ...basis } = row;
  return { basis, refunded: { value: refundedValue, units: refundedUnits } };
}

/** Puts `num` units of an order line back in stock and takes them off its sales: the sale is undone. */
export async function restockLine(tx: DbExecutor, orderItemSn: string, num: number): Promise<void> {
  await tx.query(
    `UPDATE skus s SET stock = s.stock + $2, sold_count = GREATEST(s.sold_count - $2, 0)
     FROM order_items i WHERE i.sn = $1 AND s.sku_id = i.sku_id`,
    [orderItemSn, num],
  );
}

/**
 * What taking a whole order back gives besides its points and stock: the coupon it spent, unused
 * again while it is still valid, and a disposable card it used up, whole again. In the caller's
 * transaction, which holds the order's lock.
 */
export async function giveBackWithWholeOrder(
  tx: DbExecutor,
  memberId: string,
  orderSn: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE member_coupons m SET used_at = NULL, used_order_sn = NULL FROM coupons c
     WHERE c.id = m.coupon_id AND m.member_id = $1 AND m.used_order_sn = $2 AND c.end_time > $3`,
    [memberId, orderSn, now],
  );
  await giveCardBack(tx, memberId, orderSn, now);
}
