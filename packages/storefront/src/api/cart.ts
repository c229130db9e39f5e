import { API_PATHS } from '@mall/schemas';
import type { CartList } from '@mall/schemas';
import { request, requestOutcome, type RequestOutcome } from './request.ts';

/** The member's cart lines (`skuList`). */
export function fetchCart(): Promise<CartList> {
  return request<CartList>(API_PATHS.cartAll);
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
  await request<null>(API_PATHS.cartRemove, { method: 'DELETE', query: { skuIds } });
}
