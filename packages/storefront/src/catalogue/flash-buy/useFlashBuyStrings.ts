import { useCatalogueTranslation } from '@mall/runtime';
import { flashBuyMessages } from './flash-buy-messages.ts';

/** `t` of the `storefront` namespace with the flash sale's strings added. */
export function useFlashBuyStrings() {
  return useCatalogueTranslation('storefront', flashBuyMessages);
}
