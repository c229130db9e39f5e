import type {
  DisposableCardOrder,
  DisposableCardOrderPlaced,
  DisposableCardOrderSummary,
  DisposableCardPaid,
  DisposableCardPayment,
  OrderStatus,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { firstOr404, formRefusal } from '../http/api-error.ts';
import { getAddress } from './addresses.ts';
import { CARD_LEDGER_REMARKS } from './card-ledger.ts';
import { CHECKOUT_MESSAGES, consigneeOf, insertOrderItems, newOrderSn, reserveStock } from './checkout.ts';
import { cardLinesTotal, loadCardLines, refuseUnusableCard, sessionCard } from './disposable-card.ts';
import type { Locale } from './locale.ts';
import { addTrace, ORDER_TRACES } from './order-traces.ts';
import { getOrderDetail } from './orders.ts';
import { PAYMENT_MESSAGES } from './payment.ts';
import { changePoints } from './point-ledger.ts';

// Ordering and paying with a disposable card. Placing an order takes the whole cart of the card's
// range, shipped to one of the card member's addresses; paying it takes its points from the card
// and marks the card USED in the same transaction, the rest of the balance going with the card
// ("一次性": one order uses the card). Both lock the card's row and its member's first, so two
// requests of one card run one after the other and a payment raced by another pays once. No pay
// password: the holder proved the card's phone at login.

/** Refusals of ordering and paying with a card, in the words the storefront shows. */
export const CARD_ORDER_MESSAGES = {
  emptyCart: '购物车中没有可兑换的商品',
  overBalance: (points: number, balance: number) => `订单需${points}积分，超出卡内余额${balance}积分`,
  orderNotFound: PAYMENT_MESSAGES.orderNotFound,
  alreadyPaid: PAYMENT_MESSAGES.alreadyPaid,
  cancelled: PAYMENT_MESSAGES.cancelled,
} as const;

interface CardContext {
  now: Date;
  locale: Locale;
}

/**
 * Places the card's whole cart as one order to `addressId`: the card must be usable, every line in
 * its range, on sale, in stock and delivered there, and the total within the balance. Reserves the
 * stock and empties the cart; one transaction, so a refusal writes nothing.
 */
export async function commitCardOrder(
  db: Db,
  memberId: string,
  input: { addressId: string; remark?: string },
  context: CardContext,
): Promise<DisposableCardOrderPlaced> {
  return db.transaction(async (tx) => {
    const card = await sessionCard(tx, memberId, { ...context, lock: true });
    refuseUnusableCard(card);
    const lines = await loadCardLines(tx, card, context.locale);
    if (lines.length === 0) throw formRefusal(CARD_ORDER_MESSAGES.emptyCart);
    for (const line of lines) {
      if (line.invalidReason) throw formRefusal(CHECKOUT_MESSAGES.invalidLine(line.name, line.invalidReason));
    }
    const address = await getAddress(tx, memberId, input.addressId);
    const province = address.regionIds[0] ?? '';
    if (lines.some((line) => line.deliveryRegions !== null && !line.deliveryRegions.includes(province))) {
      throw formRefusal(CHECKOUT_MESSAGES.notDelivered);
    }
    const points = cardLinesTotal(lines);
    if (points > card.balance) throw formRefusal(CARD_ORDER_MESSAGES.overBalance(points, card.balance));

    await reserveStock(tx, lines);
    const sn = newOrderSn(context.now);
    await tx.query(
      `INSERT INTO orders (sn, member_id, order_status, points, flow_price_fen, freight_fen, goods_points,
                           freight_points, discount_points, remark, consignee, create_time, updated_at)
       VALUES ($1, $2, 'UNPAID', $3, $4, 0, $3, 0, 0, $5, $6, $7, $7)`,
      [sn, memberId, points, points * 100, input.remark?.trim() || null, consigneeOf(address), context.now],
    );
    await insertOrderItems(tx, sn, lines);
    await tx.query('DELETE FROM cart_items WHERE member_id = $1', [memberId]);
    await addTrace(tx, sn, context.now, ORDER_TRACES.placed);
    return { sn, points };
  });
}

interface CardOrderRow {
  orderStatus: OrderStatus;
  points: number;
}

/** One of the card's orders; another member's answers as an unknown one. */
async function ownCardOrder(
  db: DbExecutor,
  memberId: string,
  sn: string,
  lock = false,
): Promise<CardOrderRow> {
  const rows = await db.query<CardOrderRow>(
    `SELECT order_status AS "orderStatus", points FROM orders
     WHERE sn = $1 AND member_id = $2 AND deleted_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [sn, memberId],
  );
  return firstOr404(rows, CARD_ORDER_MESSAGES.orderNotFound);
}

/** What paying one of the card's orders takes, and what is left on the card to be forfeited. */
export async function checkCardPayment(
  db: DbExecutor,
  memberId: string,
  sn: string,
  context: CardContext,
): Promise<DisposableCardPayment> {
  const card = await sessionCard(db, memberId, context);
  const order = await ownCardOrder(db, memberId, sn);
  return {
    sn,
    orderStatus: order.orderStatus,
    points: order.points,
    balance: card.balance,
    forfeitedPoints: Math.max(card.balance - order.points, 0),
    enough: card.balance >= order.points,
  };
}

/**
 * Pays one of the card's UNPAID orders with the card: takes its points, forfeits what is left,
 * marks the card USED with the order and the order PAID, all in one transaction under the lock of
 * the card, its member and the order. A second payment, however concurrent, charges nothing.
 */
export async function payCardOrder(
  db: Db,
  memberId: string,
  sn: string,
  context: CardContext,
): Promise<DisposableCardPaid> {
  return db.transaction(async (tx) => {
    const card = await sessionCard(tx, memberId, { ...context, lock: true });
    const order = await ownCardOrder(tx, memberId, sn, true);
    if (order.orderStatus === 'CANCELLED') throw formRefusal(CARD_ORDER_MESSAGES.cancelled);
    if (order.orderStatus !== 'UNPAID') throw formRefusal(CARD_ORDER_MESSAGES.alreadyPaid, 409);
    refuseUnusableCard(card);
    if (order.points > card.balance) {
      throw formRefusal(CARD_ORDER_MESSAGES.overBalance(order.points, card.balance));
    }
    const forfeitedPoints = card.balance - order.points;
    // Two lines of the ledger leave the balance at 0: the order's payment, and the rest going with the card.
    const paid = { memberId, orderSn: sn, now: context.now };
    if (order.points > 0) await changePoints(tx, { ...paid, change: -order.points, kind: 'ORDER_PAY' });
    if (forfeitedPoints > 0) {
      await changePoints(tx, {
        ...paid,
        change: -forfeitedPoints,
        kind: 'CARD_FORFEIT',
        remark: CARD_LEDGER_REMARKS.forfeited,
      });
    }
    await tx.query(
      `UPDATE disposable_cards SET status = 'USED', used_order_sn = $2, used_at = $3, forfeited_points = $4
       WHERE card_no = $1`,
      [card.cardNo, sn, context.now, forfeitedPoints],
    );
    await tx.query(`UPDATE orders SET order_status = 'PAID', pay_time = $2, updated_at = $2 WHERE sn = $1`, [
      sn,
      context.now,
    ]);
    await tx.query(
      `UPDATE skus s SET sold_count = s.sold_count + i.num FROM order_items i
       WHERE i.order_sn = $1 AND s.sku_id = i.sku_id`,
      [sn],
    );
    await addTrace(tx, sn, context.now, ORDER_TRACES.paid);
    return { sn, points: order.points, forfeitedPoints, payTime: context.now.toISOString() };
  });
}

/** One of the card's orders in full, and whether it is the order that used the card. */
export async function getCardOrder(
  db: DbExecutor,
  memberId: string,
  sn: string,
  context: CardContext,
): Promise<DisposableCardOrder> {
  const card = await sessionCard(db, memberId, context);
  const order = await getOrderDetail(db, memberId, sn, context.locale);
  return { order, paidByCard: card.usedOrderSn === sn };
}

/** The card's orders, newest first (a card places few: no paging). */
export async function listCardOrders(
  db: DbExecutor,
  memberId: string,
  context: CardContext,
): Promise<DisposableCardOrderSummary[]> {
  await sessionCard(db, memberId, context);
  const rows = await db.query<Omit<DisposableCardOrderSummary, 'createTime'> & { createTime: Date }>(
    `SELECT o.sn, o.order_status AS "orderStatus", o.create_time AS "createTime", o.points,
            (SELECT COALESCE(SUM(i.num), 0)::int FROM order_items i WHERE i.order_sn = o.sn) AS units,
            COALESCE((SELECT i.name FROM order_items i WHERE i.order_sn = o.sn ORDER BY i.sort_order LIMIT 1), '')
              AS "firstItemName"
     FROM orders o WHERE o.member_id = $1 AND o.deleted_at IS NULL ORDER BY o.create_time DESC, o.sn DESC`,
    [memberId],
  );
  return rows.map((row) => ({ ...row, createTime: row.createTime.toISOString() }));
}
