import {
  API_PATHS,
  type BenefitGoodsDetail,
  type BenefitOrderDetail,
  type BenefitOrderListQuery,
  type BenefitOrderPage,
} from '@mall/schemas';
import { request } from './request.ts';

// The flexible benefit order calls. A refused cancel or receipt is shown by the request layer (its
// toast); an unknown order or option, or another member's, fails quietly as not found (404), and the
// page says so itself.

/** Which orders a list shows: `ALL` or one status. */
export type BenefitOrderFilter = NonNullable<BenefitOrderListQuery['status']>;

/** A page of the member's benefit orders of one status (or all), newest first. */
export function fetchBenefitOrders({
  status,
  pageNumber,
  pageSize,
}: {
  status: BenefitOrderFilter;
  pageNumber: number;
  pageSize: number;
}): Promise<BenefitOrderPage> {
  return request<BenefitOrderPage>(API_PATHS.benefitOrderList, { query: { status, pageNumber, pageSize } });
}

/** One of the member's benefit orders in full. */
export function fetchBenefitOrder(sn: string): Promise<BenefitOrderDetail> {
  return request<BenefitOrderDetail>(API_PATHS.benefitOrder(sn));
}

/** Cancels an order not yet sent while its choice period is open; answers it cancelled. */
export function cancelBenefitOrder(sn: string): Promise<BenefitOrderDetail> {
  return request<BenefitOrderDetail>(API_PATHS.benefitOrderCancel(sn), { method: 'POST' });
}

/** The member received a sent order; answers it completed. */
export function receiveBenefitOrder(sn: string): Promise<BenefitOrderDetail> {
  return request<BenefitOrderDetail>(API_PATHS.benefitOrderReceive(sn), { method: 'POST' });
}

/** The goods behind an option of the member's enterprise, with its plan case and the member's choice. */
export function fetchBenefitGoods(optionId: string): Promise<BenefitGoodsDetail> {
  return request<BenefitGoodsDetail>(API_PATHS.benefitOption(optionId));
}
