import type { DevFulfilResult } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { advanceAfterSales } from './after-sale-service.ts';
import { shipBenefitOrders } from './benefit-orders.ts';
import { addTrace, ORDER_TRACES, type TraceText } from './order-traces.ts';

// Development fulfilment: stands in for the seller, the warehouse and the courier so the whole order
// lifecycle can be shown and tested. Each run moves every matching order one step on: PAID orders
// are accepted (UNDELIVERED), UNDELIVERED ones shipped (DELIVERED, with a waybill of the development
// courier and its traces); TAKE orders are verified (COMPLETED). Orders with an after-sale request
// in progress wait. Open after-sale requests move one step too, and UNDELIVERED flexible benefit
// orders are sent (DELIVERED, with a waybill; listed with the shipped orders).

/** The development courier. */
export const DEV_COURIER = { zh: '闪电快递（开发）', en: 'Lightning Express (development)' } as const;

/** The courier's traces of a parcel, oldest first, minutes after shipping (the last one is now). */
const COURIER_TRACES: readonly (TraceText & { afterMinutes: number })[] = [
  { afterMinutes: 0, zh: '商家已发货，闪电快递已揽收', en: 'Shipped; collected by Lightning Express' },
  { afterMinutes: 30, zh: '快件已到达【杭州转运中心】', en: 'Arrived at the Hangzhou sorting centre' },
  {
    afterMinutes: 60,
    zh: '快件正在派送中，派送员：王师傅 13800000000',
    en: 'Out for delivery with courier Wang, 13800000000',
  },
];

const COURIER_SPAN_MINUTES = COURIER_TRACES[COURIER_TRACES.length - 1]?.afterMinutes ?? 0;

/** A waybill number of the development courier for an order. */
const waybillOf = (sn: string): string => `DEV${sn.replace(/\D/g, '').slice(-12)}`;

/**
 * Hands an order to the development courier: the waybill, the ship time and the courier's steps,
 * which keep their spacing from `shippedAt` and are squeezed to end by `by` when that comes sooner.
 * Never a step after `by` (issue 22: traces ran an hour into the future). Leaves the status alone.
 */
export async function shipWithDevCourier(
  tx: DbExecutor,
  orderSn: string,
  shippedAt: Date,
  by: Date,
): Promise<void> {
  await tx.query(
    'UPDATE orders SET deliver_time = $2, logistics_company = $3, logistics_no = $4 WHERE sn = $1',
    [orderSn, shippedAt, DEV_COURIER.zh, waybillOf(orderSn)],
  );
  const span = Math.max(0, Math.min(COURIER_SPAN_MINUTES * 60_000, by.getTime() - shippedAt.getTime()));
  for (const trace of COURIER_TRACES) {
    const share = COURIER_SPAN_MINUTES === 0 ? 0 : trace.afterMinutes / COURIER_SPAN_MINUTES;
    await addTrace(tx, orderSn, new Date(shippedAt.getTime() + Math.round(span * share)), trace);
  }
}

async function ordersIn(db: DbExecutor, status: string, sn: string | undefined): Promise<string[]> {
  const rows = await db.query<{ sn: string }>(
    `SELECT o.sn FROM orders o WHERE o.order_status = $1 AND ($2::text IS NULL OR o.sn = $2)
       AND NOT EXISTS (SELECT 1 FROM after_sales a WHERE a.order_sn = o.sn
                       AND a.status NOT IN ('REFUSE', 'COMPLETE', 'CANCEL'))
     ORDER BY o.create_time`,
    [status, sn ?? null],
  );
  return rows.map((row) => row.sn);
}

/** Moves paid orders (all, or the one named) and open after-sale requests one step on. */
export async function fulfil(db: Db, now: Date, { sn }: { sn?: string } = {}): Promise<DevFulfilResult> {
  // Read before moving anything, so one run moves an order one step, not two.
  const toAccept = await ordersIn(db, 'PAID', sn);
  const toShip = await ordersIn(db, 'UNDELIVERED', sn);
  const toVerify = await ordersIn(db, 'TAKE', sn);

  for (const orderSn of toAccept) {
    await db.transaction(async (tx) => {
      const moved = await tx.query(
        `UPDATE orders SET order_status = 'UNDELIVERED', updated_at = $2 WHERE sn = $1 AND order_status = 'PAID'
         RETURNING sn`,
        [orderSn, now],
      );
      if (moved.length > 0) await addTrace(tx, orderSn, now, ORDER_TRACES.accepted);
    });
  }
  for (const orderSn of toShip) {
    await db.transaction(async (tx) => {
      const moved = await tx.query(
        `UPDATE orders SET order_status = 'DELIVERED', updated_at = $2
         WHERE sn = $1 AND order_status = 'UNDELIVERED' RETURNING sn`,
        [orderSn, now],
      );
      if (moved.length === 0) return;
      // The courier's steps have all happened by now: they end now and start no earlier than the
      // order's previous step.
      const [previous] = await tx.query<{ at: Date | null }>(
        'SELECT max(trace_time) AS at FROM order_traces WHERE order_sn = $1',
        [orderSn],
      );
      const earliest = now.getTime() - COURIER_SPAN_MINUTES * 60_000;
      const from = new Date(Math.min(now.getTime(), Math.max(earliest, previous?.at?.getTime() ?? earliest)));
      await shipWithDevCourier(tx, orderSn, from, now);
    });
  }
  for (const orderSn of toVerify) {
    await db.transaction(async (tx) => {
      const moved = await tx.query(
        `UPDATE orders SET order_status = 'COMPLETED', complete_time = $2, updated_at = $2
         WHERE sn = $1 AND order_status = 'TAKE' RETURNING sn`,
        [orderSn, now],
      );
      if (moved.length > 0) await addTrace(tx, orderSn, now, ORDER_TRACES.received);
    });
  }
  const afterSales = await advanceAfterSales(db, now, sn ? { orderSn: sn } : {});
  const benefitShipped = await shipBenefitOrders(db, now, sn);
  return { accepted: toAccept, shipped: [...toShip, ...benefitShipped], verified: toVerify, afterSales };
}
