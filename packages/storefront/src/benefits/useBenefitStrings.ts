import { useCatalogueTranslation } from '@mall/runtime';
import { benefitMessages } from './benefit-messages.ts';

/** `t` of the `storefront` namespace with the flexible-benefit choices' strings added. */
export function useBenefitStrings() {
  return useCatalogueTranslation('storefront', benefitMessages);
}
