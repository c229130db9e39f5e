import type { MessageCatalogue } from '@mall/runtime';
import { BLOCK_TYPES } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { blockFolder } from '../block-folder.ts';
import { blockMessages } from './block-messages.ts';

// The shared catalogue and every block's own (`<folder>/<folder>-messages.ts`).
const blockCatalogues = import.meta.glob<Record<string, MessageCatalogue>>(
  ['../*/*-messages.ts', '!../i18n/*'],
  {
    eager: true,
  },
);
const catalogues: Array<[string, MessageCatalogue]> = [
  ['shared', blockMessages],
  ...Object.entries(blockCatalogues).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, catalogue]): [string, MessageCatalogue] => [
      `${file} ${name}`,
      catalogue,
    ]),
  ),
];

// An English plural is two keys (`<key>_one`, `<key>_other`) where Chinese has the key alone.
const stems = (strings: Record<string, string>) =>
  [...new Set(Object.keys(strings).map((key) => key.replace(/_(one|other)$/, '')))].sort();

describe('block message catalogues', () => {
  it('include one catalogue per block folder with strings', () => {
    expect(catalogues.length).toBeGreaterThan(8);
  });

  it.each(catalogues)('%s has every string in both zh-CN and en-US', (_, catalogue) => {
    expect(stems(catalogue['en-US'])).toEqual(stems(catalogue['zh-CN']));
  });

  it.each(catalogues)('%s uses the same placeholders in both languages', (_, catalogue) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, zh] of Object.entries(catalogue['zh-CN'])) {
      const english = catalogue['en-US'][key] ?? catalogue['en-US'][`${key}_other`] ?? '';
      expect(placeholders(english), key).toEqual(placeholders(zh));
    }
  });

  it("keys each block's strings by its type, so no two blocks and no shell string share a key", () => {
    for (const [file, exports] of Object.entries(blockCatalogues)) {
      const folder = file.split('/')[1];
      const type = BLOCK_TYPES.find((each) => blockFolder(each) === folder);
      if (!type) continue; // parts/ and the playground
      for (const catalogue of Object.values(exports))
        for (const key of Object.keys(catalogue['zh-CN']))
          expect(key, file).toMatch(new RegExp(`^${type}\\.`));
    }
  });

  it('never defines one key in two catalogues, so no block overwrites another', () => {
    const owners = new Map<string, string>();
    for (const [name, catalogue] of catalogues) {
      for (const key of Object.keys(catalogue['zh-CN'])) {
        expect(owners.get(key), `${key} in ${name}`).toBeUndefined();
        owners.set(key, name);
      }
    }
  });
});
