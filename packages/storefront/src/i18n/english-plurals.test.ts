import { describe, expect, it } from 'vitest';

// Every strings catalogue of the storefront, wherever it lives (each route folder has its own).
const catalogueModules = import.meta.glob<Record<string, unknown>>(
  ['../**/*-messages.ts', '!../**/*.test.ts'],
  { eager: true },
);

type Strings = Record<string, string>;

/** Every catalogue's two languages, named by its file. */
function catalogues(): [string, Strings, Strings][] {
  const found: [string, Strings, Strings][] = [];
  for (const [file, exports] of Object.entries(catalogueModules)) {
    for (const catalogue of Object.values(exports)) {
      if (typeof catalogue !== 'object' || catalogue === null || !('en-US' in catalogue)) continue;
      const { 'zh-CN': zh, 'en-US': en } = catalogue as { 'zh-CN': Strings; 'en-US': Strings };
      found.push([file, zh, en]);
    }
  }
  return found;
}

// i18next picks `<key>_one` / `<key>_other` by `count` in English; Chinese has one form, the key itself.
const stem = (key: string) => key.replace(/_(one|other)$/, '');

// A count followed by a plural noun ("{{count}} items"): with a count of 1 it would read "1 items".
// "goods" is the same word for one and many in this mall's English (GLOSSARY.md).
const countedPlural = /\{\{count\}\} (?!goods\b)[a-z]+s\b/;

describe('the English strings', () => {
  it('are found (the checks below look at something)', () => {
    expect(catalogues().length).toBeGreaterThan(20);
  });

  it('say "1 item", not "1 items": a counted plural noun has a singular form beside it', () => {
    const withoutSingular = catalogues().flatMap(([file, , en]) =>
      Object.entries(en)
        .filter(
          ([key, text]) => countedPlural.test(text) && !(key.endsWith('_other') && `${stem(key)}_one` in en),
        )
        .map(([key]) => `${file} ${key}`),
    );
    expect(withoutSingular).toEqual([]);
  });

  it('give a plural both forms, and Chinese the one key of both', () => {
    for (const [file, zh, en] of catalogues()) {
      for (const key of Object.keys(en).filter((k) => /_(one|other)$/.test(k))) {
        expect(en, `${file} ${key}`).toHaveProperty([`${stem(key)}_one`]);
        expect(en, `${file} ${key}`).toHaveProperty([`${stem(key)}_other`]);
        expect(zh, `${file} ${key}`).toHaveProperty([stem(key)]);
      }
    }
  });
});
