import { useCatalogueTranslation } from '@mall/runtime';
import { memberProfileMessages } from './member-profile-messages.ts';

/** `t` of the `storefront` namespace with the verification, privacy, profile and card strings added. */
export function useMemberProfileStrings() {
  return useCatalogueTranslation('storefront', memberProfileMessages);
}
