import { createMemo } from './memo.ts';

/**
 * Most different questions kept: a rush asks a few hundred searches and goods again and again; a
 * crawler asking every page of every search starts the memory again instead of filling it. Defaults
 * to `5_000`.
 */
export const CATALOGUE_MEMO_ENTRIES = 5_000;

/** Asks `load` for `key`, or answers what was asked for that key less than the staleness ago. */
export type CatalogueMemo<V> = (key: readonly unknown[], load: () => Promise<V>) => Promise<V>;

/**
 * The catalogue's reads (a goods search, its brands and categories, a goods detail) kept for
 * `stalenessMs` (issue 24: a festival rush opens the same searches and goods thousands of times a
 * minute; the profile on PostgreSQL showed each search planned and scanned anew). A stock or redeemed
 * figure may then be that much behind, which the issue allows the catalogue: checkout and payment
 * read stock from the database, always. With `0` every call asks the database (the tests' apps).
 * The key is the question: its query (keys in order), and who asks where that changes the answer.
 */
export function createCatalogueMemo<V>(stalenessMs: number): CatalogueMemo<V> {
  if (stalenessMs <= 0) return (_key, load) => load();
  const memo = createMemo<V>({ maxEntries: CATALOGUE_MEMO_ENTRIES, maxAgeMs: stalenessMs });
  return (key, load) => memo.get(JSON.stringify(key, sortedKeys), load);
}

/** JSON.stringify's replacer that writes an object's keys in order, so `?a=1&b=2` is `?b=2&a=1`. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
