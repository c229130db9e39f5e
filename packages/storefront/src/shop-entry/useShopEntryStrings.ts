import { useCatalogueTranslation } from '@mall/runtime';
import { shopEntryMessages } from './shop-entry-messages.ts';

/** `t` of the `storefront` namespace with the store-settlement strings added. */
export function useShopEntryStrings() {
  return useCatalogueTranslation('storefront', shopEntryMessages);
}
