import { useCatalogueTranslation } from '@mall/runtime';
import { categoryNavMessages } from './category-nav-messages.ts';

/** `t` of the `storefront` namespace with the category navigation's strings added. */
export function useCategoryNavStrings() {
  return useCatalogueTranslation('storefront', categoryNavMessages);
}
