import { useCatalogueTranslation } from '@mall/runtime';
import { invoiceMessages } from './invoice-messages.ts';

/** `t` of the `storefront` namespace with the invoice strings added. */
export function useInvoiceStrings() {
  return useCatalogueTranslation('storefront', invoiceMessages);
}
