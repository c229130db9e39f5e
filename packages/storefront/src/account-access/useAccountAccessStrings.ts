import { useCatalogueTranslation } from '@mall/runtime';
import { accountAccessMessages } from './account-access-messages.ts';

/**
 * `t` of the `storefront` namespace with the strings of the ways in and back in added (card and
 * disposable-card login, sign-up, a forgotten password, new passwords, the terms). They come with
 * these forms' code: in the catalogue every page loads first they were its largest part, about a
 * third of it, on pages that show none of them (issue 26).
 */
export function useAccountAccessStrings() {
  return useCatalogueTranslation('storefront', accountAccessMessages);
}
