import type { AfterSaleServiceType, AfterSaleStatus, OrderStatus } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { giveBackWithWholeOrder, readRefundState, refundPointsOf, restockLine } from './order-refunds.ts';
import { changePoints } from './point-ledger.ts';
import { sendsGoodsBack } from './after-sale-reads.ts';
import type { Words } from './after-sale-words.ts';
import { LOG, NOT_SHIPPED, REFUSE_REASONS } from './after-sale-words.ts';
import { setStatus, writeLog } from './after-sale-writes.ts';

// After-sale requests from the service's side (the development fulfilment command): each open request
// moves on a step, and a completed one refunds its points and restocks its units.

/** An open request as service decides it, locked. */
interface OpenRequest {
  sn: string;
  memberId: string;
  orderSn: string;
  orderItemSn: string;
  serviceType: AfterSaleServiceType;
  status: AfterSaleStatus;
  num: number;
  /** The item's price, a unit. */
  price: number;
  orderStatus: OrderStatus;
}

async function addServiceReply(tx: DbExecutor, sn: string, words: Words, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO after_sale_messages (after_sale_sn, sender, content, created_at) VALUES ($1, 'SERVICE', $2, $3)`,
    [sn, words.zh, now],
  );
}

/**
 * Completes a request. An exchange gives nothing back. A refund gives its points back, counted now
 * under the order's lock (services/order-refunds.ts), so two of an order's refunds completing at once
 * count one after the other, with a ledger line, and its units back to stock. The refund that takes
 * the order's last unit gives back what cancelling the order would: the freight with its points, the
 * coupon and a disposable card it used up; an order not yet shipped is cancelled.
 */
async function complete(tx: DbExecutor, request: OpenRequest, now: Date): Promise<void> {
  if (request.serviceType === 'EXCHANGE_GOODS') {
    await setStatus(tx, request.sn, 'COMPLETE', now);
    await writeLog(tx, request.sn, 'COMPLETE', LOG.exchanged, now);
    return;
  }
  await tx.query('SELECT 1 FROM orders WHERE sn = $1 FOR UPDATE', [request.orderSn]);
  const state = await readRefundState(tx, request.orderSn);
  if (!state) throw new Error(`the order of after-sale ${request.sn} is gone`);
  const refund = { value: request.price * request.num, units: request.num };
  const points = refundPointsOf(state.basis, state.refunded, refund);
  await tx.query(
    `UPDATE after_sales SET status = 'COMPLETE', refund_points = $2, updated_at = $3 WHERE sn = $1`,
    [request.sn, points, now],
  );
  if (points > 0) {
    await changePoints(tx, {
      memberId: request.memberId,
      change: points,
      kind: 'AFTER_SALE_REFUND',
      orderSn: request.orderSn,
      afterSaleSn: request.sn,
      now,
    });
  }
  await restockLine(tx, request.orderItemSn, request.num);
  await writeLog(tx, request.sn, 'COMPLETE', points > 0 ? LOG.refunded(points) : LOG.completed, now);
  if (state.refunded.units + refund.units < state.basis.units) return;
  await giveBackWithWholeOrder(tx, request.memberId, request.orderSn, now);
  await tx.query(
    `UPDATE orders SET order_status = 'CLOSED', cancel_reason = '全额退款', cancel_time = $2, updated_at = $2
     WHERE sn = $1 AND order_status IN ('PAID', 'UNDELIVERED', 'TAKE')`,
    [request.orderSn, now],
  );
}

/** Moves one request one step on, in the caller's transaction; false when it is no longer where it was. */
async function advanceOne(tx: DbExecutor, sn: string, from: AfterSaleStatus, now: Date): Promise<boolean> {
  const [request] = await tx.query<OpenRequest>(
    `SELECT a.sn, a.member_id AS "memberId", a.order_sn AS "orderSn", a.order_item_sn AS "orderItemSn",
            a.service_type AS "serviceType", a.status, a.num, i.price_points AS price, o.order_status AS "orderStatus"
     FROM after_sales a JOIN orders o ON o.sn = a.order_sn JOIN order_items i ON i.sn = a.order_item_sn
     WHERE a.sn = $1 FOR UPDATE OF a`,
    [sn],
  );
  if (!request || request.status !== from) return false;
  switch (from) {
    case 'APPLY': {
      if (request.serviceType === 'RETURN_MONEY' && !NOT_SHIPPED.includes(request.orderStatus)) {
        // Shipped since (or cancelled, or refunded as a whole and closed): a refund only would pay twice.
        const reason = ['CANCELLED', 'CLOSED'].includes(request.orderStatus)
          ? REFUSE_REASONS.closed
          : REFUSE_REASONS.shipped;
        await tx.query(
          `UPDATE after_sales SET status = 'REFUSE', refuse_reason = $2, updated_at = $3 WHERE sn = $1`,
          [sn, reason.zh, now],
        );
        await writeLog(tx, sn, 'REFUSE', LOG.refused(reason), now);
        return true;
      }
      await setStatus(tx, sn, 'PASS', now);
      await writeLog(
        tx,
        sn,
        'PASS',
        sendsGoodsBack(request.serviceType) ? LOG.passedSendBack : LOG.passed,
        now,
      );
      await addServiceReply(tx, sn, LOG.passed, now);
      if (request.serviceType === 'RETURN_MONEY') await complete(tx, request, now);
      return true;
    }
    case 'BUYER_RETURN':
      await setStatus(tx, sn, 'SELLER_RECEIVE', now);
      await writeLog(tx, sn, 'SELLER_RECEIVE', LOG.received, now);
      return true;
    case 'SELLER_RECEIVE':
      await complete(tx, request, now);
      return true;
    default:
      return false;
  }
}

/**
 * Customer service and the warehouse move every open after-sale request one step on, each in its own
 * transaction: APPLY -> PASS (a refund only goes on to COMPLETE in the same step, refunding its
 * points; one whose order has shipped since is refused), BUYER_RETURN -> SELLER_RECEIVE, and
 * SELLER_RECEIVE -> COMPLETE (refunding a return, not an exchange). Approved returns and exchanges
 * wait for the member to send the goods back. `options.sn` (a request's or an order's number) or
 * `options.orderSn` limits it to that request or that order's requests. Answers the numbers of the
 * requests it moved.
 */
export async function advanceAfterSales(
  db: Db,
  now: Date,
  options: { sn?: string; orderSn?: string } = {},
): Promise<string[]> {
  const open = await db.query<{ sn: string; status: AfterSaleStatus }>(
    `SELECT sn, status FROM after_sales
     WHERE status IN ('APPLY', 'BUYER_RETURN', 'SELLER_RECEIVE')
       AND ($1::text IS NULL OR sn = $1 OR order_sn = $1) AND ($2::text IS NULL OR order_sn = $2)
     ORDER BY created_at, sn`,
    [options.sn ?? null, options.orderSn ?? null],
  );
  const moved: string[] = [];
  for (const { sn, status } of open) {
    if (await db.transaction((tx) => advanceOne(tx, sn, status, now))) moved.push(sn);
  }
  return moved;
}
