import { useCatalogueTranslation } from '@mall/runtime';
import { disposableCardMessages } from './disposable-card-messages.ts';

/** `t` of the `storefront` namespace with the disposable-card pages' strings added. */
export function useDisposableCardStrings() {
  return useCatalogueTranslation('storefront', disposableCardMessages);
}
