import { useCatalogueTranslation } from '@mall/runtime';
import { reviewMessages } from './review-messages.ts';

/** `t` of the `storefront` namespace with the review strings added. */
export function useReviewStrings() {
  return useCatalogueTranslation('storefront', reviewMessages);
}
