import { API_PATHS } from '@mall/schemas';
import type {
  CartView,
  InvoiceRequest,
  LogisticsInfo,
  OrderDetail,
  OrderInvoice,
  OrderListRequest,
  OrderPage,
  OrderSummary,
} from '@mall/schemas';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

/** Which orders a list shows: `ALL`, or the orders waiting for one thing (to pay, ship, receive) or ended. */
export type OrderTag = OrderListRequest['tag'];

/** The member's search of their orders: a keyword (order number or goods name) and the days placed on. */
export type OrderFilter = Pick<OrderListRequest, 'keyword' | 'createdFrom' | 'createdTo'>;

/**
 * A page of the member's orders, newest first, narrowed by the filter's fields that are given. `tag`
 * defaults to `ALL`.
 */
export function fetchOrders({
  pageNumber,
  pageSize,
  tag = 'ALL',
  ...filter
}: Omit<OrderListRequest, 'tag'> & Partial<Pick<OrderListRequest, 'tag'>>): Promise<OrderPage> {
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
  return request<OrderPage>(API_PATHS.orderList, jsonBody({ pageNumber, pageSize, tag, ...given }));
}

/**
 * One of the member's orders in full. Another member's order, or an unknown number, fails as not
 * found (a silent 404: the page says so itself).
 */
export function fetchOrderDetail(sn: string): Promise<OrderDetail> {
  return request<OrderDetail>(API_PATHS.orderDetail, jsonBody({ sn }));
}

/**
 * Asks for the invoice of one of the member's orders that has none yet. A refusal (bad input, one
 * asked for already, a cancelled order) comes back for the form to show.
 */
export function requestOrderInvoice(
  sn: string,
  invoice: InvoiceRequest,
): Promise<RequestOutcome<OrderInvoice>> {
  return requestOutcome<OrderInvoice>(API_PATHS.orderInvoice, jsonBody({ sn, invoice }));
}

/** Cancels an order not yet shipped, for a reason the member chose; stock, coupon and points come back. */
export async function cancelOrder(sn: string, reason: string): Promise<void> {
  await request<unknown>(API_PATHS.orderCancel, jsonBody({ sn, reason }));
}

/** The member received a shipped order: it is completed. */
export async function receiveOrder(sn: string): Promise<void> {
  await request<unknown>(API_PATHS.orderReceive, jsonBody({ sn }));
}

/** Removes a cancelled or completed order from the member's list. */
export async function deleteOrder(sn: string): Promise<void> {
  await request<unknown>(API_PATHS.orderDelete(sn), { method: 'DELETE' });
}

/**
 * The courier, waybill and traces (newest first) of an order's parcel. Quiet: a parcel that cannot
 * be followed now leaves the logistics box saying so, with no page-level message.
 */
export function fetchOrderLogistics(sn: string): Promise<LogisticsInfo> {
  return request<LogisticsInfo>(API_PATHS.orderExpress, jsonBody({ sn }, { quiet: true }));
}

/**
 * Buy again: puts every goods of an order back in the cart with its units, all or none (the server
 * refuses the whole list when one goods cannot be bought), and answers the cart after it.
 */
export function addOrderGoodsToCart(
  items: ReadonlyArray<Pick<OrderSummary['orderItems'][number], 'skuId' | 'num'>>,
): Promise<CartView> {
  return request<CartView>(
    API_PATHS.cartAddGoodsList,
    jsonBody({ skuList: items.map(({ skuId, num }) => ({ skuId, num })) }),
  );
}
