/** Answers kept in memory by key, for a while. */
export interface Memo<V> {
  /**
   * The kept answer for `key`, else `load`'s, kept. Callers asking for one key at once share one
   * `load`, so a burst of the same question reaches the database once.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets `key`'s answer, or every answer without a key. */
  drop(key?: string): void;
}

/**
 * A memory of answers: an answer older than `maxAgeMs` is asked again, and at `maxEntries` the
 * memory starts again (cheaper than tracking which answer was used last, and a full memory is rare:
 * the keys are what many people ask). A failed question is not kept, so the next caller asks again.
 * `maxAgeMs` counts on the machine's clock (`Date.now()`), not the app's: it bounds how stale an
 * answer may be, whatever time a test's app thinks it is.
 */
export function createMemo<V>({ maxEntries = 100_000, maxAgeMs = Infinity } = {}): Memo<V> {
  const kept = new Map<string, { answer: Promise<V>; at: number }>();
  return {
    get(key, load) {
      const known = kept.get(key);
      if (known && Date.now() - known.at < maxAgeMs) return known.answer;
      if (kept.size >= maxEntries) kept.clear();
      const entry = { answer: load(), at: Date.now() };
      kept.set(key, entry);
      entry.answer.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.answer;
    },
    drop(key) {
      if (key === undefined) kept.clear();
      else kept.delete(key);
    },
  };
}
