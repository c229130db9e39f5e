import { useCatalogueTranslation } from '@mall/runtime';
import { cartMessages } from './cart-messages.ts';

/** `t` of the `storefront` namespace with the cart's strings added. */
export function useCartStrings() {
  return useCatalogueTranslation('storefront', cartMessages);
}
