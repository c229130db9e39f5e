import { API_PATHS } from '@mall/schemas';
import type {
  CheckoutAddress,
  CheckoutQuery,
  CheckoutRequest,
  CheckoutView,
  OrderPlaced,
  ShippingAddressQuery,
} from '@mall/schemas';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

/**
 * The ticked lines (or, with `skuId` and `num`, that one SKU bought now) priced for checkout, shipped
 * to `addressId` (else the default) with `couponId`.
 */
export function fetchCheckout(query: CheckoutQuery = {}): Promise<CheckoutView> {
  return request<CheckoutView>(API_PATHS.cartChecked, { query: { ...query } });
}

/** The member's addresses, each with whether the ticked goods (or the SKU bought now) are delivered there. */
export function fetchShippingAddresses(query: ShippingAddressQuery = {}): Promise<CheckoutAddress[]> {
  return request<CheckoutAddress[]>(API_PATHS.cartShippingAddress, { query: { ...query } });
}

/**
 * Every check of placing the order, writing nothing. A refusal (stock gone, address not delivered
 * to, coupon no longer usable) comes back as `{ ok: false, message }` for the page to show.
 */
export function preCheckOrder(order: CheckoutRequest): Promise<RequestOutcome<unknown>> {
  return requestOutcome<unknown>(API_PATHS.orderPreCheck, jsonBody(order));
}

/**
 * Places an order of the ticked lines (or of the SKU bought now), reserving their stock; a refusal as
 * `{ ok: false, message }`.
 */
export function commitOrder(order: CheckoutRequest): Promise<RequestOutcome<OrderPlaced>> {
  return requestOutcome<OrderPlaced>(API_PATHS.orderCommit, jsonBody(order));
}
