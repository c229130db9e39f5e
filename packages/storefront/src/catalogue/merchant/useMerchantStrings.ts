import { useCatalogueTranslation } from '@mall/runtime';
import { merchantMessages } from './merchant-messages.ts';

/** `t` of the `storefront` namespace with the store page's strings added. */
export function useMerchantStrings() {
  return useCatalogueTranslation('storefront', merchantMessages);
}
