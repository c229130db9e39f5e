import { API_PATHS } from '@mall/schemas';
import type { OrderListRequest, OrderPage } from '@mall/schemas';
import { request } from './request.ts';

/** A page of the member's orders, newest first. `tag` defaults to `ALL`. */
export function fetchOrders({
  pageNumber,
  pageSize,
  tag = 'ALL',
}: Omit<OrderListRequest, 'tag'> & Partial<Pick<OrderListRequest, 'tag'>>): Promise<OrderPage> {
  return request<OrderPage>(API_PATHS.orderList, {
    method: 'POST',
    json: true,
    body: { pageNumber, pageSize, tag },
  });
}
