import { useCatalogueTranslation } from '@mall/runtime';
import { addressBookMessages } from './address-book-messages.ts';

/** `t` of the `storefront` namespace with the address book's strings added. */
export function useAddressBookStrings() {
  return useCatalogueTranslation('storefront', addressBookMessages);
}
