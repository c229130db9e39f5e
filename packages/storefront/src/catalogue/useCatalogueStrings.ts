import { useCatalogueTranslation } from '@mall/runtime';
import { catalogueMessages } from './catalogue-messages.ts';

/** `t` of the `storefront` namespace with the catalogue routes' strings added. */
export function useCatalogueStrings() {
  return useCatalogueTranslation('storefront', catalogueMessages);
}
