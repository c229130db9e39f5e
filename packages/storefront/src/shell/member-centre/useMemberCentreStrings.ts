import { useCatalogueTranslation } from '@mall/runtime';
import { memberCentreMessages } from './member-centre-messages.ts';

/** `t` of the `storefront` namespace with the member centre menu's strings added. */
export function useMemberCentreStrings() {
  return useCatalogueTranslation('storefront', memberCentreMessages);
}
