import { useCatalogueTranslation } from '@mall/runtime';
import { checkoutMessages } from './checkout-messages.ts';

/** `t` of the `storefront` namespace with the checkout's strings added. */
export function useCheckoutStrings() {
  return useCatalogueTranslation('storefront', checkoutMessages);
}
