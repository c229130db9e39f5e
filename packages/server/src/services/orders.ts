import type { OrderItemSummary, OrderPage, OrderStatus } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';
import { yuanFromFen } from './money.ts';

// The member's orders as lists show them. Placing, paying and cancelling orders come with checkout.

/** Which orders a list asks for; only `ALL` so far (the order pages add their tabs). */
export type OrderListTag = 'ALL';

/** The statuses each tag lists; null lists every status. */
export const ORDER_TAG_STATUSES: Record<OrderListTag, readonly OrderStatus[] | null> = { ALL: null };

interface OrderRow {
  sn: string;
  orderStatus: OrderStatus;
  createTime: Date;
  flowPriceFen: number;
  points: number;
}

/** A page of the member's orders, newest first, each with its lines. */
export async function listOrders(
  db: DbExecutor,
  memberId: string,
  page: ListPage,
  tag: OrderListTag,
): Promise<OrderPage> {
  const [limit, offset] = limitOffset(page);
  const statuses = ORDER_TAG_STATUSES[tag];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders
     WHERE member_id = $1 AND ($2::text[] IS NULL OR order_status = ANY($2))`,
    [memberId, statuses],
  );
  const orders = await db.query<OrderRow>(
    `SELECT sn, order_status AS "orderStatus", create_time AS "createTime",
            flow_price_fen AS "flowPriceFen", points
     FROM orders WHERE member_id = $1 AND ($2::text[] IS NULL OR order_status = ANY($2))
     ORDER BY create_time DESC, sn DESC LIMIT $3 OFFSET $4`,
    [memberId, statuses, limit, offset],
  );
  const items = orders.length
    ? await db.query<OrderItemSummary & { orderSn: string }>(
        `SELECT order_sn AS "orderSn", image, sku_id AS "skuId", goods_id AS "goodsId", name, num
         FROM order_items WHERE order_sn = ANY($1) ORDER BY order_sn, sort_order`,
        [orders.map((order) => order.sn)],
      )
    : [];
  const itemsOf = new Map<string, OrderItemSummary[]>();
  for (const { orderSn, ...item } of items) itemsOf.set(orderSn, [...(itemsOf.get(orderSn) ?? []), item]);

  const records = orders.map((order) => ({
    sn: order.sn,
    orderStatus: order.orderStatus,
    createTime: order.createTime.toISOString(),
    flowPrice: yuanFromFen(order.flowPriceFen),
    points: order.points,
    orderItems: itemsOf.get(order.sn) ?? [],
  }));
  return pageOf(records, counted?.total ?? 0, page);
}
