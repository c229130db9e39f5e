import { useCatalogueTranslation } from '@mall/runtime';
import { securityMessages } from './security-messages.ts';

/** `t` of the `storefront` namespace with the security screens' strings added. */
export function useSecurityStrings() {
  return useCatalogueTranslation('storefront', securityMessages);
}
