import { API_PATHS } from '@mall/schemas';
import type { CartAddGoodsListBody, CartView, PlanExchangeCheck } from '@mall/schemas';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

// Every cart write answers the whole cart after it (a `CartView`), so the page, the badge and the
// drawer all follow from one answer. A refusal the member should read (out of stock, more than 999)
// comes back as `{ ok: false, message }`; any other failure has been shown by the request layer.

/** The member's cart: its lines (`skuList`), stores, what the ticked lines cost and its unit count. */
export function fetchCart(): Promise<CartView> {
  return request<CartView>(API_PATHS.cartAll);
}

/** How many units the member's cart holds: the cart badge. */
export function fetchCartCount(): Promise<number> {
  return request<number>(API_PATHS.cartCount);
}

/**
 * Adds `num` of a SKU to the cart (form `skuId`, `num`). A refusal the user should read (out of
 * stock, delisted) comes back as `{ ok: false, message }` for the caller to show as a warning.
 * `num` defaults to `1`, as the drawers add.
 */
export function addToCart(skuId: string, num = 1): Promise<RequestOutcome<null>> {
  return requestOutcome<null>(API_PATHS.cart, { method: 'POST', body: { skuId, num } });
}

/** Takes SKUs out of the cart; all of them must be in it. */
export async function removeFromCart(skuIds: readonly string[]): Promise<void> {
  await request<unknown>(API_PATHS.cartRemove, { method: 'DELETE', query: { skuIds } });
}

/** Takes SKUs out of the cart and answers the cart after it (the cart page's delete). */
export function removeCartLines(skuIds: readonly string[]): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartRemove, { method: 'DELETE', query: { skuIds } });
}

/** Empties the cart. */
export function clearCart(): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartClear, { method: 'DELETE' });
}

/** Ticks (`true`) or unticks every line. */
export function checkAllCartLines(checked: boolean): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartCheckAll, { method: 'POST', body: { checked } });
}

/** Ticks or unticks the lines of one store. */
export function checkCartStore(storeId: string, checked: boolean): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartCheckStore(storeId), { method: 'POST', body: { checked } });
}

/** Ticks or unticks one line. */
export function checkCartLine(skuId: string, checked: boolean): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartCheckSku(skuId), { method: 'POST', body: { checked } });
}

/** Sets the units of one line (1-999, at most its stock). */
export function setCartLineNum(skuId: string, num: number): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartSkuNum(skuId), { method: 'POST', body: { num } });
}

/** Moves a line to another spec (SKU) of the same goods. */
export function updateCartLineSpec(skuId: string, newSkuId: string): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartUpdateSpec, {
    method: 'POST',
    body: { skuId, newSkuId },
  });
}

/** Adds several goods at once, all or none (buy again). */
export function addGoodsListToCart(
  skuList: CartAddGoodsListBody['skuList'],
): Promise<RequestOutcome<CartView>> {
  return requestOutcome<CartView>(API_PATHS.cartAddGoodsList, jsonBody({ skuList }));
}

/** Whether the ticked lines may be ordered together (goods of a plan redeemed on their own). */
export function checkPlanMaxExchange(): Promise<PlanExchangeCheck> {
  return request<PlanExchangeCheck>(API_PATHS.cartCheckPlanMaxExchange, jsonBody({}));
}
