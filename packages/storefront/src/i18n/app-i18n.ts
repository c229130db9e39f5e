import type { Locale } from '@mall/runtime';
import { createI18n, runtimeMessages } from '@mall/runtime';
import { blockMessages } from '@mall/blocks';
import { appStore, getAppStore } from '../state/store.ts';
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

type AppI18n = ReturnType<typeof createAppI18n>;

/**
 * The browser's i18next instance, in the stored locale. Switching language reloads the page (spec 01
 * section 4), so one instance per page load is enough.
 */
export const appI18n: AppI18n = createAppI18n(appStore.get(localeAtom));

// The server's renders, one instance per language, made on first use and shared by every render in it.
const i18nByLocale = new Map<Locale, AppI18n>();

/** The instance of `locale`, shared by every server render in that language. */
export function appI18nOf(locale: Locale): AppI18n {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = createAppI18n(locale);
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

/**
 * The instance the calling code translates with (the request layer's messages): `appI18n` in the
 * browser; on the server, the language of the page being rendered (state/store.ts).
 */
export function getAppI18n(): AppI18n {
  const store = getAppStore();
  return store === appStore ? appI18n : appI18nOf(store.get(localeAtom));
}
