import { useCatalogueTranslation } from '@mall/runtime';
import { pointsMessages } from './points-messages.ts';

/** `t` of the `storefront` namespace with the points and wallet pages' strings added. */
export function usePointsStrings() {
  return useCatalogueTranslation('storefront', pointsMessages);
}
