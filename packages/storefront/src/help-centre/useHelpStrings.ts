import { useCatalogueTranslation } from '@mall/runtime';
import { helpMessages } from './help-messages.ts';

/** `t` of the `storefront` namespace with the help centre's strings added. */
export function useHelpStrings() {
  return useCatalogueTranslation('storefront', helpMessages);
}
