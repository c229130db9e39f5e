import { useCatalogueTranslation } from '@mall/runtime';
import { flexibleBenefitMessages } from './flexible-benefit-messages.ts';

/** `t` of the `storefront` namespace with the flexible benefit pages' strings added. */
export function useFlexibleBenefitStrings() {
  return useCatalogueTranslation('storefront', flexibleBenefitMessages);
}
