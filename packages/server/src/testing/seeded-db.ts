// Test support: an in-memory PGlite, migrated and seeded from the real fixtures.
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPGliteDb } from '../db/pglite-db.ts';
import { seedIfEmpty } from '../db/seed.ts';

/** The moment test seeds count their relative dates from, so statuses never depend on the day tests run. */
export const TEST_SEED_TIME = new Date('2026-03-01T08:00:00.000Z');

/** Opens an in-memory database seeded at `seedTime`. About 3 s: open one per test file, not per test. */
export async function openSeededDb(seedTime: Date = TEST_SEED_TIME): Promise<Db> {
  const db = await openPGliteDb('memory://');
  await migrate(db);
  await seedIfEmpty(db, { now: seedTime });
  return db;
}

/** Rows a fresh seed writes to the tables whose counts the fixtures fix exactly. */
export const SEED_ROW_COUNTS = {
  enterprises: 2,
  pages: 13,
  plans: 8,
  markets: 5,
  // 6 of members.json and 7 behind the cards of cards.json.
  members: 13,
  welfare_cards: 6,
  disposable_cards: 4,
  enterprise_login_pages: 2,
  nav_items: 13,
  // zhangwei's home (the default) and office of addresses.json.
  member_addresses: 2,
} as const;

/** Rows in every table of the app, to prove a rejected request wrote nothing. */
export async function countAllRows(db: Db): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
