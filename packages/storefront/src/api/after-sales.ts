import {
  API_PATHS,
  type AfterSaleApplyInfo,
  type AfterSaleDeliveryBody,
  type AfterSaleDetail,
  type AfterSaleLogEntry,
  type AfterSaleMessage,
  type AfterSalePage,
  type AfterSaleReason,
  type AfterSaleRequest,
  type AfterSaleServiceType,
} from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { jsonBody, request } from './request.ts';

// The member's after-sale requests (/home/onlineAfterSales, /home/afterService, /afterServiceDetail).
// The writes are quiet: a refusal (a second open request, too many units, a cancel too late) rejects
// with the server's message for the page to show beside its buttons, keeping what was typed.

/** A page of the member's after-sale requests, newest first. */
export function fetchAfterSales({ pageNumber, pageSize }: ListPageRequest): Promise<AfterSalePage> {
  return request<AfterSalePage>(API_PATHS.afterSaleList, { query: { pageNumber, pageSize } });
}

/**
 * What may be asked for one of the member's order items now. An unknown item (or another member's)
 * rejects with a `RequestError` of kind `not-found`, without a message.
 */
export function fetchAfterSaleApplyInfo(orderItemSn: string): Promise<AfterSaleApplyInfo> {
  return request<AfterSaleApplyInfo>(API_PATHS.afterSaleApplyInfo(orderItemSn));
}

/** The reasons offered for a service type, in the caller's language. */
export function fetchAfterSaleReasons(serviceType: AfterSaleServiceType): Promise<AfterSaleReason[]> {
  return request<AfterSaleReason[]>(API_PATHS.afterSaleReasons(serviceType));
}

/** Applies for after-sale on one of the member's order items; answers the new request. */
export function applyAfterSale(orderItemSn: string, input: AfterSaleRequest): Promise<AfterSaleDetail> {
  return request<AfterSaleDetail>(API_PATHS.afterSaleSave(orderItemSn), jsonBody(input, { quiet: true }));
}

/** One of the member's requests in full; an unknown one rejects with kind `not-found`. */
export function fetchAfterSaleDetail(sn: string): Promise<AfterSaleDetail> {
  return request<AfterSaleDetail>(API_PATHS.afterSaleDetail(sn));
}

/** What happened to a request, oldest first. */
export function fetchAfterSaleLog(sn: string): Promise<AfterSaleLogEntry[]> {
  return request<AfterSaleLogEntry[]>(API_PATHS.afterSaleLog(sn));
}

/** Withdraws a request in review or approved; answers it as it is now. */
export function cancelAfterSale(sn: string): Promise<AfterSaleDetail> {
  return request<AfterSaleDetail>(API_PATHS.afterSaleCancel(sn), { method: 'POST', quiet: true });
}

/**
 * Tells that the goods of an approved return or exchange were sent back, with the courier (the name
 * of a company of the logistics list) and the tracking number; answers the request as it is now.
 */
export function deliverAfterSale(sn: string, input: AfterSaleDeliveryBody): Promise<AfterSaleDetail> {
  return request<AfterSaleDetail>(API_PATHS.afterSaleDelivery(sn), jsonBody(input, { quiet: true }));
}

/** The messages with customer service about a request, oldest first (reading marks replies read). */
export function fetchAfterSaleMessages(afterSaleSn: string): Promise<AfterSaleMessage[]> {
  return request<AfterSaleMessage[]>(API_PATHS.afterSaleMessages, { query: { afterSaleSn } });
}

/** Sends a message (1 to 300 characters) to customer service about a request; answers it as stored. */
export function sendAfterSaleMessage(afterSaleSn: string, content: string): Promise<AfterSaleMessage> {
  return request<AfterSaleMessage>(
    API_PATHS.afterSaleSendMessage,
    jsonBody({ afterSaleSn, content }, { quiet: true }),
  );
}
