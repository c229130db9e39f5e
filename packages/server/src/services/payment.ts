import type { OrderStatus, PaymentCheck, PaymentItem, PaymentResult } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, firstOr404, formRefusal } from '../http/api-error.ts';
import type { Locale } from './locale.ts';
import { addTrace, ORDER_TRACES } from './order-traces.ts';
import { cancelOrder } from './orders.ts';
import { hasPayPassword, verifyPayPassword } from './pay-password.ts';

// Paying an order with welfare points. The pay password is checked first (it is slow on purpose, so
// no lock is held meanwhile); then one transaction locks the order, takes its points with a guard
// that cannot take the balance below zero, marks it PAID and writes the ledger. An order is paid
// once: a second payment, however concurrent, finds it PAID and charges nothing.
//
// An unpaid order holds stock and maybe a coupon, so it is paid within a window after it was placed
// (JD and Tmall close unpaid orders too). The window is checked when the order is looked at for
// paying: an order past it is closed then, as a cancel would (stock and coupon back), and paying it
// is refused as paying a cancelled order is.

/** Hours an order may stay unpaid before it closes. */
export const ORDER_PAY_WINDOW_HOURS = 24;

/** The reason a closed unpaid order records (shown on the order as a member's own reason is). */
export const PAY_WINDOW_CLOSED_REASON = '超时未支付，订单自动关闭';

/** Refusals of a payment, in the words the storefront shows. */
export const PAYMENT_MESSAGES = {
  orderNotFound: '订单不存在',
  alreadyPaid: '订单已支付，请勿重复支付',
  cancelled: '订单已取消，不能支付',
  notEnough: '积分余额不足',
} as const;

interface PayableOrder {
  orderStatus: OrderStatus;
  points: number;
  createTime: Date;
}

/** When an order placed at `createTime` closes unpaid. */
export function payDeadlineOf(createTime: Date): Date {
  return new Date(createTime.getTime() + ORDER_PAY_WINDOW_HOURS * 3_600_000);
}

/** One of the member's orders; another member's answers as an unknown one. */
async function ownOrder(db: DbExecutor, memberId: string, sn: string, lock = false): Promise<PayableOrder> {
  const rows = await db.query<PayableOrder>(
    `SELECT order_status AS "orderStatus", points, create_time AS "createTime" FROM orders
     WHERE sn = $1 AND member_id = $2 AND deleted_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [sn, memberId],
  );
  return firstOr404(rows, PAYMENT_MESSAGES.orderNotFound);
}

/**
 * Closes the order when it is still unpaid past its pay deadline; answers whether it is (now) closed
 * that way. A cancel that got there first leaves it as that cancel left it.
 */
async function closeWhenOverdue(db: Db, memberId: string, sn: string, order: PayableOrder, now: Date) {
  if (order.orderStatus !== 'UNPAID' || now < payDeadlineOf(order.createTime)) return false;
  try {
    await cancelOrder(db, memberId, { sn, reason: PAY_WINDOW_CLOSED_REASON }, now);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  return true;
}

/** The order's lines as the payment page lists them. */
async function paymentItems(db: DbExecutor, sn: string, locale: Locale): Promise<PaymentItem[]> {
  return db.query<PaymentItem>(
    `SELECT i.sku_id AS "skuId", i.name,
            CASE WHEN $2 = 'en-US' THEN COALESCE(NULLIF(s.spec_en, ''), NULLIF(s.spec, ''))
                 ELSE NULLIF(s.spec, '') END AS spec,
            i.image, i.num, i.price_points AS price
     FROM order_items i LEFT JOIN skus s ON s.sku_id = i.sku_id
     WHERE i.order_sn = $1 ORDER BY i.sort_order`,
    [sn, locale],
  );
}

/**
 * What paying an order takes, its lines, the member's balance, whether they have a pay password and
 * when the order closes unpaid. An order found past that moment is closed first.
 */
export async function checkPayment(
  db: Db,
  memberId: string,
  sn: string,
  locale: Locale,
  now: Date,
): Promise<PaymentCheck> {
  let order = await ownOrder(db, memberId, sn);
  if (await closeWhenOverdue(db, memberId, sn, order, now)) order = await ownOrder(db, memberId, sn);
  const [member] = await db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [memberId]);
  const balance = member?.point ?? 0;
  return {
    sn,
    orderStatus: order.orderStatus,
    points: order.points,
    balance,
    enough: balance >= order.points,
    payPasswordSet: await hasPayPassword(db, memberId),
    payDeadline: payDeadlineOf(order.createTime).toISOString(),
    items: await paymentItems(db, sn, locale),
  };
}

/** Pays one of the member's UNPAID orders with welfare points, after checking the pay password. */
export async function payOrder(
  db: Db,
  memberId: string,
  payment: { sn: string; password: string },
  key: Buffer,
  now: Date,
): Promise<PaymentResult> {
  // An unknown order is refused before the password is tried (and counted), and so is an overdue one.
  const found = await ownOrder(db, memberId, payment.sn);
  if (await closeWhenOverdue(db, memberId, payment.sn, found, now))
    throw formRefusal(PAYMENT_MESSAGES.cancelled);
  await verifyPayPassword(db, memberId, payment.password, key, now);
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, memberId, payment.sn, true);
    if (order.orderStatus === 'CANCELLED') throw formRefusal(PAYMENT_MESSAGES.cancelled);
    if (order.orderStatus !== 'UNPAID') throw formRefusal(PAYMENT_MESSAGES.alreadyPaid, 409);
    const [charged] = await tx.query<{ point: number }>(
      'UPDATE members SET point = point - $2 WHERE id = $1 AND point >= $2 RETURNING point',
      [memberId, order.points],
    );
    if (!charged) throw formRefusal(PAYMENT_MESSAGES.notEnough);
    await tx.query(`UPDATE orders SET order_status = 'PAID', pay_time = $2, updated_at = $2 WHERE sn = $1`, [
      payment.sn,
      now,
    ]);
    if (order.points > 0) {
      await tx.query(
        `INSERT INTO point_log (member_id, change, balance_after, kind, order_sn, created_at)
         VALUES ($1, $2, $3, 'ORDER_PAY', $4, $5)`,
        [memberId, -order.points, charged.point, payment.sn, now],
      );
    }
    await tx.query(
      `UPDATE skus s SET sold_count = s.sold_count + i.num FROM order_items i
       WHERE i.order_sn = $1 AND s.sku_id = i.sku_id`,
      [payment.sn],
    );
    await addTrace(tx, payment.sn, now, ORDER_TRACES.paid);
    return { sn: payment.sn, points: order.points, balance: charged.point, payTime: now.toISOString() };
  });
}
