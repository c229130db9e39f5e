import type { Db } from '../db/db.ts';
import { createMemo } from './memo.ts';

/** Answers kept by key until the database says they changed. */
export interface NoticedMemo<V> {
  /** The kept answer for `key`, else `load`'s, kept (callers at once share one `load`). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  close(): Promise<void>;
}

/**
 * Answers asked of the database once and kept in memory until a `NOTIFY` on `channel` (migration
 * 028's triggers, from any process) drops them: the payload names the key to drop, and `*` or an
 * empty payload drops every key. An answer still being asked when its notice comes is dropped too, so
 * what comes after the notice is always asked afresh. At `maxEntries` the memory starts again; with
 * `maxAgeMs`, an answer older than that is asked again too (for what also changes with time).
 *
 * `load` must read the database that sent the notice (the primary), never a replica: the notice comes
 * the moment the primary commits, and a replica asked then may not have replayed that commit yet; its
 * old answer would be kept until the next notice, which may be days. (A hot standby cannot LISTEN
 * either.) Such loads are rare, once per change, so the replica would save next to nothing.
 */
export async function createNoticedMemo<V>(
  db: Db,
  channel: string,
  { maxEntries = 100_000, maxAgeMs = Infinity } = {},
): Promise<NoticedMemo<V>> {
  const memo = createMemo<V>({ maxEntries, maxAgeMs });
  const stop = await db.listen(channel, (payload) =>
    memo.drop(payload === '*' || payload === '' ? undefined : payload),
  );
  return { get: memo.get, close: stop };
}
