import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../services/types.ts';

/** A catalogue of one namespace in both languages; every visible string lives in one. */
export interface MessageCatalogue {
  'zh-CN': Record<string, string>;
  'en-US': Record<string, string>;
}

/**
 * Creates an i18next instance holding the given namespaces (e.g. `{ runtime, blocks, storefront }`).
 * The storefront, Storybook and tests all build their instance with this, so they share one setup.
 * Defaults to zh-CN; missing en-US keys fall back to zh-CN.
 */
export function createI18n(locale: Locale, namespaces: Record<string, MessageCatalogue>): I18n {
  const resources: Resource = { 'zh-CN': {}, 'en-US': {} };
  for (const [ns, catalogue] of Object.entries(namespaces)) {
    resources['zh-CN']![ns] = catalogue['zh-CN'];
    resources['en-US']![ns] = catalogue['en-US'];
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources,
    ns: Object.keys(namespaces),
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
