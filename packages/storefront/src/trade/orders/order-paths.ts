import type { OrderStatus } from '@mall/schemas';
import type { OrderFilter, OrderTag } from '../../api/orders.ts';
import { knownParamOf } from '../../shell/page-number.ts';

/** The member's order list. */
export const MY_ORDERS_PATH = '/home/myOrder';

/** Orders per page of the order list. Defaults to `10`. */
export const ORDERS_PAGE_SIZE = 10;

/**
 * The order list's tabs, in their order: every order, then what waits for paying, shipping,
 * receiving, then ended ones, completed orders with goods still to review among them.
 */
export const ORDER_TAGS: readonly OrderTag[] = [
  'ALL',
  'WAIT_PAY',
  'WAIT_SHIP',
  'WAIT_ROG',
  'COMPLETED',
  'WAIT_COMMENT',
  'CANCELLED',
];

/**
 * The status whose word names each tab (issue 22: the tabs said 待付款 while the badges of their
 * orders said 未付款): a tab is named as the badges of its orders are. The to-ship tab also lists
 * orders awaiting verification (TAKE), which keep their own word. `ALL` has its own name.
 */
export const ORDER_TAB_STATUS: Record<Exclude<OrderTag, 'ALL' | 'WAIT_COMMENT'>, OrderStatus> = {
  WAIT_PAY: 'UNPAID',
  WAIT_SHIP: 'UNDELIVERED',
  WAIT_ROG: 'DELIVERED',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
};

/** The catalogue key of a tab's name; the to-review tab's is the reviews' (trade/reviews/review-messages.ts). */
export function orderTabLabelKey(tag: OrderTag): string {
  if (tag === 'ALL') return 'orders.tab.ALL';
  if (tag === 'WAIT_COMMENT') return 'reviews.tab';
  return `orderStatus.${ORDER_TAB_STATUS[tag]}`;
}

/** The tab an address names (`?tag=WAIT_PAY`); anything else is `ALL`. */
export function orderTagOf(params: URLSearchParams): OrderTag {
  return knownParamOf(params, 'tag', ORDER_TAGS, 'ALL');
}

/** The query keys of the order search, kept in the address with the tab and page. */
export const ORDER_FILTER_KEYS = ['keyword', 'createdFrom', 'createdTo'] as const;

/** The search an address names (`?keyword=坚果&createdFrom=2026-01-01`): its non-blank fields only. */
export function orderFilterOf(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = {};
  for (const key of ORDER_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return filter;
}

/** Where "去支付" takes the member: paying the order with welfare points. */
export function orderPayPath(sn: string): string {
  return `/payMent?${new URLSearchParams({ sn })}`;
}

/** Where "申请售后" on an order item takes the member. */
export function afterSaleApplyPath(orderItemSn: string, sn: string): string {
  return `/home/onlineAfterSales?${new URLSearchParams({ orderItemSn, sn })}`;
}
