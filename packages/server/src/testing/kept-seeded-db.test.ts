import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openSeededDb, SEED_ROW_COUNTS } from './seeded-db.ts';

// The worker's kept database (kept-seeded-db.ts) must be, for each test file, what a freshly opened
// seeded one would be. Each test here closes what it opened, as a test file does in its afterAll.

const addressCount = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_addresses'))[0]?.n;
const nextBenefitOrderSn = async (db: Db) =>
  (await db.query<{ n: string }>(`SELECT nextval('benefit_order_sn_seq')::text AS n`))[0]?.n;

describe('the seeded database a worker keeps between test files', () => {
  it('comes back to the next file with the rows and sequences of the seed', async () => {
    const first = await openSeededDb();
    const snAsSeeded = await nextBenefitOrderSn(first);
    await first.exec('DELETE FROM member_addresses');
    await first.close();

    const next = await openSeededDb();
    expect(await addressCount(next)).toBe(SEED_ROW_COUNTS.member_addresses);
    expect(await nextBenefitOrderSn(next)).toBe(snAsSeeded);
    await next.close();
  });

  it('refuses the calls of the file that gave it back', async () => {
    const given = await openSeededDb();
    await given.close();
    await expect(given.query('SELECT 1')).rejects.toThrow(/closed by its test file/);
  });

  it("gives a file that holds it a second database of that file's own", async () => {
    const held = await openSeededDb();
    const second = await openSeededDb();
    await second.exec('DELETE FROM member_addresses');
    expect(await addressCount(held)).toBe(SEED_ROW_COUNTS.member_addresses);
    await second.close();
    await held.close();
  });

  it('is opened afresh after a file changed the schema', async () => {
    const changed = await openSeededDb();
    await changed.exec('ALTER TABLE members ADD COLUMN nickname_for_test text');
    await changed.close();

    const fresh = await openSeededDb();
    const columns = await fresh.query(
      `SELECT 1 FROM information_schema.columns WHERE column_name = 'nickname_for_test'`,
    );
    expect(columns).toEqual([]);
    await fresh.close();
  });
});
