import type {
  Consignee,
  LogisticsInfo,
  OrderActions,
  OrderDetail,
  OrderItemSummary,
  OrderListRequest,
  OrderPage,
  OrderStatus,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, firstOr404 } from '../http/api-error.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';
import type { Locale } from './locale.ts';
import { yuanFromFen } from './money.ts';
import { readOrderInvoice } from './invoices.ts';
import { readOrderVisitor } from './visitors.ts';
import { giveBackWithWholeOrder, REFUNDING_SERVICE_TYPES } from './order-refunds.ts';
import { addTrace, listTraces, ORDER_TRACES } from './order-traces.ts';
import { changePoints } from './point-ledger.ts';

// The member's orders: lists by tag, one order in full, and what the member may do with it. Every
// query names the member, so another member's order answers exactly as an unknown one.
//
// Lifecycle: UNPAID -(pay)-> PAID -(seller accepts)-> UNDELIVERED -(shipped)-> DELIVERED
// -(received)-> COMPLETED; TAKE (awaiting verification) -> COMPLETED. Cancelling is open until the
// parcel leaves (UNPAID, PAID, UNDELIVERED, TAKE) and returns stock, coupon and points; after that
// the member asks for after-sale instead.

/** Which orders a list asks for. */
export type OrderListTag = OrderListRequest['tag'];

/** The statuses each tag lists; null lists every status. */
export const ORDER_TAG_STATUSES: Record<OrderListTag, readonly OrderStatus[] | null> = {
  ALL: null,
  WAIT_PAY: ['UNPAID'],
  WAIT_SHIP: ['PAID', 'UNDELIVERED', 'TAKE'],
  WAIT_ROG: ['DELIVERED'],
  // Narrowed further to those with an item not yet reviewed (`TO_REVIEW`).
  WAIT_COMMENT: ['COMPLETED'],
  COMPLETED: ['COMPLETED'],
  CANCELLED: ['CANCELLED', 'CLOSED'],
};

/** Refusals of order actions, in the words the storefront shows. */
export const ORDER_MESSAGES = {
  notFound: '订单不存在',
  notCancellable: '订单已发货，不能取消，请申请售后',
  alreadyCancelled: '订单已取消',
  openAfterSale: '订单有进行中的售后申请，不能取消',
  notDelivered: '订单尚未发货，不能确认收货',
  notDeletable: '只能删除已取消或已完成的订单',
  badDate: '下单日期应为 YYYY-MM-DD 格式的有效日期',
  dateRangeReversed: '结束日期不能早于开始日期',
} as const;

const CANCELLABLE: readonly OrderStatus[] = ['UNPAID', 'PAID', 'UNDELIVERED', 'TAKE'];
const DELETABLE: readonly OrderStatus[] = ['CANCELLED', 'CLOSED', 'COMPLETED'];
const AFTER_SALE_STATUSES: readonly OrderStatus[] = ['PAID', 'UNDELIVERED', 'TAKE', 'DELIVERED', 'COMPLETED'];

/** What the member may do with an order of this status. */
export function orderActions(status: OrderStatus, hasParcel: boolean): OrderActions {
  return {
    pay: status === 'UNPAID',
    cancel: CANCELLABLE.includes(status),
    receive: status === 'DELIVERED',
    delete: DELETABLE.includes(status),
    afterSale: AFTER_SALE_STATUSES.includes(status),
    logistics: hasParcel,
  };
}

interface OrderRow {
  sn: string;
  orderStatus: OrderStatus;
  createTime: Date;
  flowPriceFen: number;
  points: number;
  logisticsNo: string | null;
}

// Orders the member removed from their list stay for after-sale and accounting, unseen.
const VISIBLE = 'member_id = $1 AND deleted_at IS NULL';

/** What else an order list is narrowed by (issue 22): the member's search. */
export interface OrderListFilter {
  /** Text of the order number or of a line's goods name, any case, taken literally; blank is none. */
  keyword?: string;
  /** The first day (China time, `YYYY-MM-DD`) the orders were placed on; blank is none. */
  createdFrom?: string;
  /** The last day (China time, `YYYY-MM-DD`) the orders were placed on; blank is none. */
  createdTo?: string;
}

// Members order in China (UTC+8, no daylight saving): a day they pick is a day there.
const CHINA_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

/** The moment a China day starts; ApiError 400 for a text that is no such day (2026-02-30). */
function chinaDayStart(day: string): Date {
  const start = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00${CHINA_OFFSET}` : Number.NaN);
  // A day past its month's end may roll into the next month: the China day read back differs.
  const readBack = Number.isNaN(start.getTime())
    ? null
    : new Date(start.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  if (readBack !== day) throw new ApiError(400, ORDER_MESSAGES.badDate);
  return start;
}

/** `%`, `_` and the escape itself stand for themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The SQL conditions and parameters of a filter (after the member and the statuses, `$1` and `$2`). */
function filterConditions(filter: OrderListFilter): { sql: string; params: unknown[] } {
  const keyword = filter.keyword?.trim() ?? '';
  const from = filter.createdFrom?.trim() ? chinaDayStart(filter.createdFrom.trim()) : null;
  const to = filter.createdTo?.trim() ? chinaDayStart(filter.createdTo.trim()) : null;
  if (from && to && to < from) throw new ApiError(400, ORDER_MESSAGES.dateRangeReversed);
  return {
    sql: `AND ($3::text IS NULL OR o.sn ILIKE $3 ESCAPE '\\' OR EXISTS (
            SELECT 1 FROM order_items i WHERE i.order_sn = o.sn AND i.name ILIKE $3 ESCAPE '\\'))
          AND ($4::timestamptz IS NULL OR o.create_time >= $4)
          AND ($5::timestamptz IS NULL OR o.create_time < $5)`,
    params: [
      keyword ? `%${likeLiteral(keyword)}%` : null,
      from,
      // The last day is included: up to the start of the day after.
      to ? new Date(to.getTime() + DAY_MS) : null,
    ],
  };
}

/** A completed order with an item the member has not reviewed (goods_reviews, services/evaluations.ts). */
const TO_REVIEW = `EXISTS (SELECT 1 FROM order_items ri WHERE ri.order_sn = o.sn
  AND NOT EXISTS (SELECT 1 FROM goods_reviews r WHERE r.order_item_sn = ri.sn))`;

/** A page of the member's orders, newest first, each with its lines; `filter` narrows it. */
export async function listOrders(
  db: DbExecutor,
  memberId: string,
  page: ListPage,
  tag: OrderListTag,
  filter: OrderListFilter = {},
): Promise<OrderPage> {
  const [limit, offset] = limitOffset(page);
  const statuses = ORDER_TAG_STATUSES[tag];
  const search = filterConditions(filter);
  // VISIBLE, over the alias the keyword's subquery needs.
  const where = `WHERE o.member_id = $1 AND o.deleted_at IS NULL
     AND ($2::text[] IS NULL OR o.order_status = ANY($2)) ${search.sql}
     ${tag === 'WAIT_COMMENT' ? `AND ${TO_REVIEW}` : ''}`;
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o ${where}`,
    [memberId, statuses, ...search.params],
  );
  const orders = await db.query<OrderRow>(
    `SELECT o.sn, o.order_status AS "orderStatus", o.create_time AS "createTime",
            o.flow_price_fen AS "flowPriceFen", o.points, o.logistics_no AS "logisticsNo"
     FROM orders o ${where}
     ORDER BY o.create_time DESC, o.sn DESC LIMIT $6 OFFSET $7`,
    [memberId, statuses, ...search.params, limit, offset],
  );
  const items = orders.length
    ? await db.query<OrderItemSummary & { orderSn: string }>(
        `SELECT order_sn AS "orderSn", image, sku_id AS "skuId", goods_id AS "goodsId", name, num, sn,
                EXISTS (SELECT 1 FROM goods_reviews r WHERE r.order_item_sn = i.sn) AS reviewed
         FROM order_items i WHERE order_sn = ANY($1) ORDER BY order_sn, sort_order`,
        [orders.map((order) => order.sn)],
      )
    : [];
  const itemsOf = new Map<string, OrderItemSummary[]>();
  for (const { orderSn, ...item } of items) itemsOf.set(orderSn, [...(itemsOf.get(orderSn) ?? []), item]);

  const records = orders.map((order) => {
    const orderItems = itemsOf.get(order.sn) ?? [];
    return {
      sn: order.sn,
      orderStatus: order.orderStatus,
      createTime: order.createTime.toISOString(),
      flowPrice: yuanFromFen(order.flowPriceFen),
      points: order.points,
      orderItems,
      goodsNum: orderItems.reduce((sum, item) => sum + item.num, 0),
      actions: orderActions(order.orderStatus, order.logisticsNo !== null),
    };
  });
  return pageOf(records, counted?.total ?? 0, page);
}

interface DetailRow extends OrderRow {
  payTime: Date | null;
  deliverTime: Date | null;
  completeTime: Date | null;
  cancelTime: Date | null;
  cancelReason: string | null;
  remark: string | null;
  consignee: Consignee | null;
  goodsPoints: number;
  freightPoints: number;
  discountPoints: number;
  couponId: string | null;
  couponName: string | null;
  logisticsCompany: string | null;
}

/** What an order item keeps of its goods as bought: the SKU and goods, name and picture, units and unit price. */
export interface OrderItemGoods {
  skuId: string;
  goodsId: string;
  name: string;
  image: string | null;
  num: number;
  price: number;
}

interface ItemRow extends OrderItemGoods {
  sn: string;
  storeId: string | null;
  storeName: string | null;
  storeNameEn: string | null;
  marketId: string | null;
  afterSaleStatus: string | null;
  openAfterSale: boolean;
  claimedUnits: number;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** One of the member's orders in full; another member's answers as an unknown one. */
export async function getOrderDetail(
  db: DbExecutor,
  memberId: string,
  sn: string,
  locale: Locale,
): Promise<OrderDetail> {
  const [order] = await db.query<DetailRow>(
    `SELECT o.sn, o.order_status AS "orderStatus", o.create_time AS "createTime", o.flow_price_fen AS "flowPriceFen",
            o.points, o.logistics_no AS "logisticsNo", o.pay_time AS "payTime", o.deliver_time AS "deliverTime",
            o.complete_time AS "completeTime", o.cancel_time AS "cancelTime", o.cancel_reason AS "cancelReason",
            o.remark, o.consignee, o.goods_points AS "goodsPoints", o.freight_points AS "freightPoints",
            o.discount_points AS "discountPoints", o.coupon_id AS "couponId", c.coupon_name AS "couponName",
            o.logistics_company AS "logisticsCompany"
     FROM orders o LEFT JOIN coupons c ON c.id = o.coupon_id
     WHERE o.sn = $2 AND o.member_id = $1 AND o.deleted_at IS NULL`,
    [memberId, sn],
  );
  if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
  const items = await db.query<ItemRow>(
    `SELECT i.sn, i.sku_id AS "skuId", i.goods_id AS "goodsId", i.name, i.image, i.num, i.price_points AS price,
            i.store_id AS "storeId", st.name AS "storeName", st.name_en AS "storeNameEn", i.market_id AS "marketId",
            (SELECT a.status FROM after_sales a WHERE a.order_item_sn = i.sn ORDER BY a.created_at DESC, a.sn DESC
             LIMIT 1) AS "afterSaleStatus",
            EXISTS (SELECT 1 FROM after_sales a WHERE a.order_item_sn = i.sn
                    AND a.status NOT IN ('REFUSE', 'COMPLETE', 'CANCEL')) AS "openAfterSale",
            (SELECT COALESCE(SUM(a.num), 0)::int FROM after_sales a WHERE a.order_item_sn = i.sn
             AND a.status NOT IN ('REFUSE', 'CANCEL')) AS "claimedUnits"
     FROM order_items i LEFT JOIN stores st ON st.id = i.store_id
     WHERE i.order_sn = $1 ORDER BY i.sort_order`,
    [sn],
  );
  const afterSaleOpen = AFTER_SALE_STATUSES.includes(order.orderStatus);
  return {
    sn: order.sn,
    orderStatus: order.orderStatus,
    createTime: order.createTime.toISOString(),
    payTime: iso(order.payTime),
    deliverTime: iso(order.deliverTime),
    completeTime: iso(order.completeTime),
    cancelTime: iso(order.cancelTime),
    cancelReason: order.cancelReason,
    remark: order.remark,
    consignee: order.consignee,
    items: items.map((item) => ({
      sn: item.sn,
      skuId: item.skuId,
      goodsId: item.goodsId,
      name: item.name,
      image: item.image,
      num: item.num,
      price: item.price,
      subTotal: item.price * item.num,
      storeId: item.storeId,
      storeName: locale === 'en-US' && item.storeNameEn ? item.storeNameEn : item.storeName,
      flashSale: item.marketId !== null,
      afterSaleStatus: item.afterSaleStatus,
      canApplyAfterSale: afterSaleOpen && !item.openAfterSale && item.claimedUnits < item.num,
    })),
    priceDetail: {
      goodsPoints: order.goodsPoints,
      freightPoints: order.freightPoints,
      discountPoints: order.discountPoints,
      points: order.points,
      checkedNum: items.reduce((sum, item) => sum + item.num, 0),
    },
    coupon: order.couponId ? { id: order.couponId, couponName: order.couponName ?? '' } : null,
    logisticsCompany: order.logisticsCompany,
    logisticsNo: order.logisticsNo,
    actions: orderActions(order.orderStatus, order.logisticsNo !== null),
    invoice: await readOrderInvoice(db, sn),
    visitor: await readOrderVisitor(db, sn),
  };
}

/** The courier, the waybill and what happened to the order, newest first. */
export async function getExpressInfo(
  db: DbExecutor,
  memberId: string,
  sn: string,
  locale: Locale,
): Promise<LogisticsInfo> {
  const [order] = await db.query<{ logisticsCompany: string | null; logisticsNo: string | null }>(
    `SELECT logistics_company AS "logisticsCompany", logistics_no AS "logisticsNo" FROM orders
     WHERE sn = $2 AND ${VISIBLE}`,
    [memberId, sn],
  );
  if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
  return { ...order, traces: await listTraces(db, sn, locale) };
}

interface LockedOrder {
  orderStatus: OrderStatus;
  points: number;
  couponId: string | null;
}

async function lockOwnOrder(tx: DbExecutor, memberId: string, sn: string): Promise<LockedOrder> {
  const rows = await tx.query<LockedOrder>(
    `SELECT order_status AS "orderStatus", points, coupon_id AS "couponId" FROM orders
     WHERE sn = $2 AND ${VISIBLE} FOR UPDATE`,
    [memberId, sn],
  );
  return firstOr404(rows, ORDER_MESSAGES.notFound);
}

/**
 * Cancels one of the member's orders before it ships: returns the stock of units not refunded by an
 * after-sale, refunds the points paid (freight included) less what after-sale already refunded, and
 * gives back the coupon while it is still valid and a disposable card the order used up
 * (services/order-refunds.ts: refunding every unit returns the same). One transaction; an order
 * refunds once.
 */
export async function cancelOrder(
  db: Db,
  memberId: string,
  request: { sn: string; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, memberId, request.sn);
    if (order.orderStatus === 'CANCELLED') throw new ApiError(400, ORDER_MESSAGES.alreadyCancelled);
    if (!CANCELLABLE.includes(order.orderStatus)) throw new ApiError(400, ORDER_MESSAGES.notCancellable);
    const open = await tx.query(
      `SELECT 1 FROM after_sales WHERE order_sn = $1 AND status NOT IN ('REFUSE', 'COMPLETE', 'CANCEL')`,
      [request.sn],
    );
    if (open.length > 0) throw new ApiError(400, ORDER_MESSAGES.openAfterSale);

    const paid = order.orderStatus !== 'UNPAID';
    // Units refunded by a completed after-sale went back to stock when it completed.
    await tx.query(
      `UPDATE skus s SET stock = s.stock + back.num,
                         sold_count = GREATEST(s.sold_count - CASE WHEN $2 THEN back.num ELSE 0 END, 0)
       FROM (SELECT i.sku_id, i.num - COALESCE((SELECT SUM(a.num) FROM after_sales a
                                                 WHERE a.order_item_sn = i.sn AND a.status = 'COMPLETE'
                                                   AND a.service_type = ANY ($3)), 0) AS num
             FROM order_items i WHERE i.order_sn = $1) back
       WHERE s.sku_id = back.sku_id AND back.num > 0`,
      [request.sn, paid, [...REFUNDING_SERVICE_TYPES]],
    );
    if (paid) {
      const [refunded] = await tx.query<{ points: number }>(
        `SELECT COALESCE(SUM(change), 0)::int AS points FROM point_log
         WHERE order_sn = $1 AND kind = 'AFTER_SALE_REFUND'`,
        [request.sn],
      );
      const refund = order.points - (refunded?.points ?? 0);
      if (refund > 0) {
        await changePoints(tx, { memberId, change: refund, kind: 'ORDER_REFUND', orderSn: request.sn, now });
      }
    }
    await giveBackWithWholeOrder(tx, memberId, request.sn, now);
    await tx.query(
      `UPDATE orders SET order_status = 'CANCELLED', cancel_reason = $2, cancel_time = $3, updated_at = $3
       WHERE sn = $1`,
      [request.sn, request.reason.trim(), now],
    );
    await addTrace(tx, request.sn, now, ORDER_TRACES.cancelled);
  });
}

/** The member received a shipped order: it is COMPLETED. */
export async function receiveOrder(db: Db, memberId: string, sn: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, memberId, sn);
    if (order.orderStatus !== 'DELIVERED') throw new ApiError(400, ORDER_MESSAGES.notDelivered);
    await tx.query(
      `UPDATE orders SET order_status = 'COMPLETED', complete_time = $2, updated_at = $2 WHERE sn = $1`,
      [sn, now],
    );
    await addTrace(tx, sn, now, ORDER_TRACES.received);
  });
}

/** Removes a cancelled, closed or completed order from the member's list (kept for after-sale and accounts). */
export async function deleteOrder(db: Db, memberId: string, sn: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, memberId, sn);
    if (!DELETABLE.includes(order.orderStatus)) throw new ApiError(400, ORDER_MESSAGES.notDeletable);
    await tx.query('UPDATE orders SET deleted_at = $2, updated_at = $2 WHERE sn = $1', [sn, now]);
  });
}
