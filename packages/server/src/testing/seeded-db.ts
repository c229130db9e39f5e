// Test support: an in-memory PGlite, migrated and seeded from the real fixtures.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPGliteDb, type PGliteDb } from '../db/pglite-db.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { borrowSeededDb } from './kept-seeded-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the tarball of a database seeded at TEST_SEED_TIME (seeded-db-image.ts). */
    seededDbImage: string;
  }
}

/** The moment test seeds count their relative dates from, so statuses never depend on the day tests run. */
export const TEST_SEED_TIME = new Date('2026-03-01T08:00:00.000Z');

/**
 * Opens an in-memory database seeded at `seedTime`. Seeded at TEST_SEED_TIME under vitest, it is the
 * worker's kept copy of the image the global setup made (seeded-db-image.ts), put back to the seed
 * (kept-seeded-db.ts); otherwise it is migrated and seeded here, about 7 s on a busy machine: open one
 * per test file, not per test, and close it in the file's `afterAll`.
 */
export async function openSeededDb(seedTime: Date = TEST_SEED_TIME): Promise<Db> {
  const image = seedTime.getTime() === TEST_SEED_TIME.getTime() ? seededImagePath() : '';
  if (image) return borrowSeededDb(() => openPGliteDb('memory://', new Blob([readFileSync(image)])));
  return migratedAndSeeded(seedTime);
}

/** A fresh in-memory PGlite, migrated and seeded at `seedTime`. */
async function migratedAndSeeded(seedTime: Date): Promise<PGliteDb> {
  const db = await openPGliteDb('memory://');
  await migrate(db);
  await seedIfEmpty(db, { now: seedTime });
  return db;
}

/** The image of a database seeded at TEST_SEED_TIME: its data directory as a tarball. */
export async function seedDbImage(): Promise<Uint8Array> {
  const db = await migratedAndSeeded(TEST_SEED_TIME);
  try {
    return new Uint8Array(await (await db.dumpImage()).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** Where the global setup left the seeded image, or '' outside a vitest run that made one. */
function seededImagePath(): string {
  try {
    return inject('seededDbImage') ?? '';
  } catch {
    // Not in a vitest worker (a script importing the test door): seed afresh.
    return '';
  }
}

/** Rows a fresh seed writes to the tables whose counts the fixtures fix exactly. */
export const SEED_ROW_COUNTS = {
  // Acme, Blue Ocean, Nova Tech (the verification and privacy enterprise), and Harbor and Lumen (the
  // tenant rules of config/client.json: a /custom landing with its own navigation; an underlined nav),
  // and Morning Star (ent-sso-a, whose members log in through single sign-on).
  enterprises: 6,
  pages: 13,
  plans: 8,
  markets: 5,
  // 11 of members.json, 7 behind the cards of cards.json and sunli of benefit-members.json.
  members: 19,
  // 6 of cards.json and 3 of Nova Tech (verification.json).
  welfare_cards: 9,
  disposable_cards: 4,
  enterprise_login_pages: 2,
  nav_items: 13,
  // zhangwei's home (the default) and office of addresses.json, and sunli's home (benefit-members.json).
  member_addresses: 3,
  // The spring batch of red-packets.json for cardzhou; none received yet.
  red_packet_batches: 1,
  red_packet_audience: 1,
  red_packet_receipts: 0,
  // zhangwei's answered suggestion and open question, and three station messages of member-messages.json.
  member_leave_messages: 2,
  member_station_messages: 3,
  // The help centre of articles.json: 4 categories, 12 published articles and a draft.
  article_categories: 4,
  articles: 13,
  // The ten point types of spec 03 section 3, and zhangwei's and wangfang's four further accounts each
  // of point-accounts.json with their nine grants.
  point_types: 10,
  point_accounts: 8,
  point_account_log: 9,
  // Their welfare-points ledgers: 5 grants and the payments of their 11 seeded paid orders; and the
  // opening grant of each of the 15 other members seeded with points (seed-opening-grants.ts).
  point_log: 31,
  // shell-cards.json: zhangwei's three cards and wangfang's one, two slots on each of 15 days, and the
  // booking of zhangwei's care card.
  shell_cards: 4,
  shell_slots: 30,
  shell_bookings: 1,
  // benefits.json: Acme's year, family, Q4 and closed Q3 plan cases and Blue Ocean's year, with 15 options.
  benefit_plan_cases: 5,
  benefit_options: 15,
  // benefit-members.json: zhangwei's spouse (sunli, its member, is counted under members).
  family_members: 1,
  // benefit-orders.json: zhangwei's received Q3 order and wangfang's year order not yet sent, one item each.
  benefit_orders: 2,
  benefit_order_items: 2,
  // disposable-card.json: Acme's and Blue Ocean's card redemption ranges, with 8 and 7 goods.
  disposable_card_ranges: 2,
  disposable_card_range_goods: 15,
  // logistics-companies.json: 12 couriers offered for after-sale returns and 2 closed ones (百世, 天天).
  logistics_companies: 14,
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
