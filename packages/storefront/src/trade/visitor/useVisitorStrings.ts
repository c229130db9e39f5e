import { useCatalogueTranslation } from '@mall/runtime';
import { visitorMessages } from './visitor-messages.ts';

/** `t` of the `storefront` namespace with the visitor strings added. */
export function useVisitorStrings() {
  return useCatalogueTranslation('storefront', visitorMessages);
}
