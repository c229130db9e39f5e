import type { OrderStatus, PaymentCheck, PaymentResult } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, formRefusal } from '../http/api-error.ts';
import { addTrace, ORDER_TRACES } from './order-traces.ts';
import { hasPayPassword, verifyPayPassword } from './pay-password.ts';

// Paying an order with welfare points. The pay password is checked first (it is slow on purpose, so
// no lock is held meanwhile); then one transaction locks the order, takes its points with a guard
// that cannot take the balance below zero, marks it PAID and writes the ledger. An order is paid
// once: a second payment, however concurrent, finds it PAID and charges nothing.

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
}

/** One of the member's orders; another member's answers as an unknown one. */
async function ownOrder(db: DbExecutor, memberId: string, sn: string, lock = false): Promise<PayableOrder> {
  const [order] = await db.query<PayableOrder>(
    `SELECT order_status AS "orderStatus", points FROM orders
     WHERE sn = $1 AND member_id = $2 AND deleted_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [sn, memberId],
  );
  if (!order) throw new ApiError(404, PAYMENT_MESSAGES.orderNotFound);
  return order;
}

/** What paying an order takes, the member's balance and whether they have a pay password. */
export async function checkPayment(db: DbExecutor, memberId: string, sn: string): Promise<PaymentCheck> {
  const order = await ownOrder(db, memberId, sn);
  const [member] = await db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [memberId]);
  const balance = member?.point ?? 0;
  return {
    sn,
    orderStatus: order.orderStatus,
    points: order.points,
    balance,
    enough: balance >= order.points,
    payPasswordSet: await hasPayPassword(db, memberId),
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
  // An unknown order is refused before the password is tried (and counted).
  await ownOrder(db, memberId, payment.sn);
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
