import type { Locale } from '@mall/runtime';
import { createI18n, runtimeMessages } from '@mall/runtime';
import { blockMessages } from '@mall/blocks';
import { appStore } from '../state/store.ts';
import { localeAtom } from '../state/locale.ts';
import { storefrontMessages } from './storefront-messages.ts';

/** Builds the i18next instance with the runtime, blocks and storefront catalogues. */
export function createAppI18n(locale: Locale) {
  return createI18n(locale, {
    runtime: runtimeMessages,
    blocks: blockMessages,
    storefront: storefrontMessages,
  });
}

/**
 * The app's i18next instance, in the stored locale. Switching language reloads the page (spec 01
 * section 4), so one instance per page load is enough; the request layer translates with it too.
 */
export const appI18n = createAppI18n(appStore.get(localeAtom));
