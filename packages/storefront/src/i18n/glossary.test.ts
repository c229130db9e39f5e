import { describe, expect, it } from 'vitest';

// Every en-US catalogue of the storefront, the blocks and the runtime keeps to the glossary
// (GLOSSARY.md beside this file): one English term per concept, US spelling.

type Catalogue = Record<string, Record<string, string>>;

const modules = {
  ...import.meta.glob('../**/*messages.ts', { eager: true }),
  ...import.meta.glob('../../../blocks/src/**/*-messages.ts', { eager: true }),
  ...import.meta.glob('../../../runtime/src/i18n/*-messages.ts', { eager: true }),
};

function englishValues(): { where: string; value: string }[] {
  const found: { where: string; value: string }[] = [];
  for (const [path, exported] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exported as Record<string, unknown>)) {
      if (!value || typeof value !== 'object' || !('en-US' in value)) continue;
      for (const [key, text] of Object.entries((value as Catalogue)['en-US'] ?? {})) {
        found.push({ where: `${path} ${name} ${key}`, value: text });
      }
    }
  }
  return found;
}

/** The variants the glossary rules out, each with the term to use instead. */
const BANNED: readonly [RegExp, string][] = [
  [/favourit/i, 'favorite (US spelling)'],
  [/\bCancel favou?rite/i, 'Remove from favorites'],
  [/\bOwn\b|\bown stock\b/, 'Official store (自营)'],
  [/good-life/i, 'Good Life Benefits Mall'],
  [/\bMy order\b(?!s)/, 'My orders'],
  [/\bOrder detail\b(?!s)/, 'Order details'],
  [/\blocked\b/i, 'Frozen (冻结)'],
  [/\bsold\b(?! out)/i, 'redeemed'],
  [/my points pay for/i, 'Affordable with my points'],
  [/in no total/i, 'not included in any total'],
  [/\bafter-sale\b(?!s)/i, 'after-sales'],
  [/\bpay password\b/i, 'payment password'],
  [/\bsign(ed)? out\b/i, 'Log out'],
];

describe('the en-US catalogues', () => {
  const values = englishValues();

  it('are all read', () => {
    // The storefront's, the blocks' and the runtime's: well over a thousand strings.
    expect(values.length).toBeGreaterThan(1500);
    expect(values.some(({ where }) => where.includes('/blocks/src/'))).toBe(true);
    expect(values.some(({ where }) => where.includes('/runtime/src/'))).toBe(true);
  });

  it.each(BANNED)('never use %s (the glossary says %s)', (banned) => {
    // Placeholders ({{sold}}) are names for the code, not words the reader sees.
    const words = (value: string) => value.replace(/\{\{[^}]*\}\}/g, '{{}}');
    expect(values.filter(({ value }) => banned.test(words(value)))).toEqual([]);
  });
});
