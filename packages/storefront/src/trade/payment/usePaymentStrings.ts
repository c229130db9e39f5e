import { useCatalogueTranslation } from '@mall/runtime';
import { paymentMessages } from './payment-messages.ts';

/** `t` of the `storefront` namespace with the payment's strings added. */
export function usePaymentStrings() {
  return useCatalogueTranslation('storefront', paymentMessages);
}
