import type { Locale } from '@mall/runtime';
import { atomWithStorage } from 'jotai/utils';
import { plainStringStorage } from './plain-string-storage.ts';

/** The interface language (localStorage `locale`). Defaults to `zh-CN`. */
export const localeAtom = atomWithStorage<Locale>(
  'locale',
  'zh-CN',
  plainStringStorage<Locale>((stored) => (stored === 'en-US' || stored === 'zh-CN' ? stored : undefined)),
  { getOnInit: true },
);

/** The language the switch offers: zh-CN <-> en-US. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en-US' ? 'zh-CN' : 'en-US';
}
