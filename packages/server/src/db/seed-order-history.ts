import { shipWithDevCourier } from '../services/fulfilment.ts';
import { addTrace, ORDER_TRACES } from '../services/order-traces.ts';
import type { DbExecutor } from './db.ts';

// A seeded order's history, written as the order's life would have written it (checkout, payment,
// the seller, the courier, the member's receipt), so its detail reads as any order's: a shipped
// order has its ship time, waybill and parcel steps, a completed one its completion (issue 22 item
// 18: seeded orders "awaiting receipt" had no ship time and no parcel).

/** The order statuses that were shipped (a pick-up order, TAKE, never is). */
const SHIPPED = new Set(['DELIVERED', 'COMPLETED']);

/** The times of a seeded order's steps, as hours before the seed moment. */
export interface SeedOrderTimes {
  sn: string;
  orderStatus: string;
  createdHoursAgo: number;
  paidHoursAgo?: number;
  /** When the seller shipped it: required of DELIVERED and COMPLETED orders. */
  shippedHoursAgo?: number;
  /** When the member confirmed receipt: required of COMPLETED orders. */
  completedHoursAgo?: number;
}

/** Writes the steps of a seeded order; `at(-h)` is the moment `h` hours before the seed. */
export async function seedOrderHistory(
  tx: DbExecutor,
  order: SeedOrderTimes,
  at: (hours: number) => Date,
): Promise<void> {
  const { sn, orderStatus } = order;
  await addTrace(tx, sn, at(-order.createdHoursAgo), ORDER_TRACES.placed);
  if (orderStatus === 'CANCELLED') {
    // The member cancelled it within the hour.
    const cancelled = at(-order.createdHoursAgo + 1);
    await tx.query('UPDATE orders SET cancel_time = $2 WHERE sn = $1', [sn, cancelled]);
    await addTrace(tx, sn, cancelled, ORDER_TRACES.cancelled);
    return;
  }
  if (order.paidHoursAgo === undefined) return;
  const paid = at(-order.paidHoursAgo);
  await addTrace(tx, sn, paid, ORDER_TRACES.paid);
  if (orderStatus === 'PAID') return;
  // The seller accepts within the hour of payment.
  await addTrace(tx, sn, new Date(paid.getTime() + 30 * 60_000), ORDER_TRACES.accepted);
  if (!SHIPPED.has(orderStatus)) return;

  if (order.shippedHoursAgo === undefined)
    throw new Error(
      `seed order ${sn} is ${orderStatus} but says nothing of when it shipped (shippedHoursAgo)`,
    );
  const completed = order.completedHoursAgo === undefined ? null : at(-order.completedHoursAgo);
  if (orderStatus === 'COMPLETED' && completed === null)
    throw new Error(`seed order ${sn} is COMPLETED but says nothing of when (completedHoursAgo)`);
  await shipWithDevCourier(tx, sn, at(-order.shippedHoursAgo), completed ?? at(0));
  if (completed) {
    await tx.query('UPDATE orders SET complete_time = $2 WHERE sn = $1', [sn, completed]);
    await addTrace(tx, sn, completed, ORDER_TRACES.received);
  }
}
