import type { Caller } from '../http/caller.ts';

// The caller's language (the `locale` header) for texts the database holds in both.

/** `zh-CN` or `en-US`. */
export type Locale = Caller['locale'];

/** Text in the caller's language: the English when asked for and present, else the Chinese. */
export function inLocale(locale: Locale, zh: string, en: string | null | undefined): string {
  return locale === 'en-US' && en ? en : zh;
}
