import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { groupDigits } from '@mall/schemas';
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
  // `{{count, number}}` (goods sold, on every goods tile and detail): a whole number is written
  // without Intl, whose first formatter a page makes loads the locale's number data (about 50 ms of
  // hydrating /goodsList in a profile). Anything else is Intl's, as i18next's own formatter does.
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined, options: object) =>
    typeof value === 'number' && Number.isSafeInteger(value) && !hasNumberFormatOptions(options)
      ? `${value < 0 ? '-' : ''}${groupDigits(String(Math.abs(value)))}`
      : new Intl.NumberFormat(lng, options).format(value as number),
  );
  return instance;
}

/** Intl.NumberFormat options that change how a whole number is written (digits, style, notation...). */
const NUMBER_FORMAT_OPTIONS = [
  'style',
  'notation',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'signDisplay',
  'compactDisplay',
  'roundingIncrement',
];

function hasNumberFormatOptions(options: object): boolean {
  return NUMBER_FORMAT_OPTIONS.some((option) => option in options);
}
