import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const HAN = /\p{Script=Han}/u;

/**
 * The `lang` of content the operator or the seed wrote (goods, store and brand names, addresses,
 * page texts) when it is in another language than the interface: `zh-CN` for Chinese text in an
 * English interface, else `undefined` (the document's language holds). Screen readers then read it
 * in Chinese, and the browser tests know it is content, not an untranslated label.
 */
export function contentLang(text: string | null | undefined, interfaceLocale: string): 'zh-CN' | undefined {
  return interfaceLocale === 'en-US' && text && HAN.test(text) ? 'zh-CN' : undefined;
}

/** `contentLang` for the interface's current language. */
export function useContentLang(): (text: string | null | undefined) => 'zh-CN' | undefined {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((text) => contentLang(text, locale), [locale]);
}

/** Stands in for content in a translated sentence, to be cut out again by `aroundContent`. */
export const CONTENT_SLOT = '\u0000';

/**
 * The translated text before and after content interpolated as `CONTENT_SLOT` ("Store: {{name}}"),
 * so that the content can be rendered in an element of its own, with its own `lang`.
 */
export function aroundContent(translated: string): [before: string, after: string] {
  const at = translated.indexOf(CONTENT_SLOT);
  return at < 0 ? [translated, ''] : [translated.slice(0, at), translated.slice(at + CONTENT_SLOT.length)];
}
