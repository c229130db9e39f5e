import { useCatalogueTranslation } from '@mall/runtime';
import { orderMessages } from './order-messages.ts';

/** `t` of the `storefront` namespace with the order pages' strings added. */
export function useOrderStrings() {
  return useCatalogueTranslation('storefront', orderMessages);
}
