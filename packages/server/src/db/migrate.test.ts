import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows, SEED_ROW_COUNTS } from '../testing/seeded-db.ts';
import type { Db } from './db.ts';
import { migrate, readMigrations } from './migrate.ts';
import { openPGliteDb } from './pglite-db.ts';
import { seedFixtures, seedIfEmpty } from './seed.ts';

let db: Db;

beforeAll(async () => {
  db = await openPGliteDb('memory://');
});

afterAll(async () => {
  await db?.close();
});

describe('migrate', () => {
  it('applies every migration once, in order, and records it in schema_migrations', async () => {
    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe('001_foundation');
    expect(await migrate(db)).toEqual(names);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(names);
  });

  it('leaves the schema untouched when a migration fails', async () => {
    const broken = [
      { name: '900_half', sql: 'CREATE TABLE half_done (id INT); SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(db, [...readMigrations(), ...broken])).rejects.toThrow(/no_such_table/);
    const tables = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(tables).toEqual([]);
    expect(await db.query("SELECT 1 FROM schema_migrations WHERE name = '900_half'")).toEqual([]);
  });
});

describe('seed', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const seeded = await countAllRows(db);
    expect(seeded).toMatchObject(SEED_ROW_COUNTS);
    expect(seeded.goods).toBeGreaterThanOrEqual(40);
    expect(await seedIfEmpty(db)).toBe(false);
    // Running the inserts again regardless changes nothing either.
    await db.transaction((tx) => seedFixtures(tx));
    expect(await countAllRows(db)).toEqual(seeded);
  });

  it('gives a database seeded before the top navigation its items, store logos and new markets on its next start, once', async () => {
    const seeded = await countAllRows(db);
    const [before] = await db.query<{ dateEnd: Date }>(
      `SELECT date_end AS "dateEnd" FROM markets WHERE id = 'market-flash-1'`,
    );
    // A database as it was before: no navigation, stores without logos, the markets and plans added with them missing.
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM nav_items');
      await tx.query('UPDATE stores SET logo = NULL');
      await tx.query(`DELETE FROM markets WHERE id IN ('market-flash-daily', 'market-flash-weekend')`);
      await tx.query(`DELETE FROM plans WHERE id = 'plan-flash-rush'`);
      await tx.query(`DELETE FROM app_meta WHERE meta_key = 'nav_seeded_at'`);
    });
    const restart = new Date(Date.now() + 30 * 86_400_000);
    expect(await seedIfEmpty(db, { now: restart })).toBe(true);
    expect(await countAllRows(db)).toEqual(seeded);
    expect(await db.query('SELECT id FROM stores WHERE logo IS NULL')).toEqual([]);
    // The markets it had keep their dates; the new ones count from this start.
    const [after] = await db.query<{ dateEnd: Date }>(
      `SELECT date_end AS "dateEnd" FROM markets WHERE id = 'market-flash-1'`,
    );
    expect(after?.dateEnd).toEqual(before?.dateEnd);
    const [daily] = await db.query<{ dateStart: Date }>(
      `SELECT date_start AS "dateStart" FROM markets WHERE id = 'market-flash-daily'`,
    );
    expect(daily!.dateStart.getTime()).toBe(Math.floor(restart.getTime() / 60_000) * 60_000 - 2 * 3_600_000);
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it('gives a database seeded before the address book the demo addresses on its next start, once', async () => {
    const seeded = await countAllRows(db);
    await db.transaction(async (tx) => {
      // The address book's own rows (addresses.json); later seed steps add addresses of their own.
      await tx.query(`DELETE FROM member_addresses WHERE member_id = 'mbr-acme-zhang'`);
      await tx.query(`DELETE FROM app_meta WHERE meta_key = 'addresses_seeded_at'`);
    });
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await countAllRows(db)).toEqual(seeded);
    const defaults = await db.query<{ id: string }>(
      `SELECT id FROM member_addresses WHERE is_default AND member_id = 'mbr-acme-zhang'`,
    );
    expect(defaults).toEqual([{ id: 'addr-acme-zhang-home' }]);
    // Once marked, an address the member removes stays removed.
    await db.query(`DELETE FROM member_addresses WHERE id = 'addr-acme-zhang-office'`);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await db.query(`SELECT id FROM member_addresses WHERE member_id = 'mbr-acme-zhang'`)).toEqual([
      { id: 'addr-acme-zhang-home' },
    ]);
  });

  it('gives a database seeded before migration 034 the enterprise logos and the couriers on its next start, once', async () => {
    const seeded = await countAllRows(db);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE enterprises SET logo_path = NULL, sub_logo_path = NULL');
      await tx.query('DELETE FROM logistics_companies');
      await tx.query(`DELETE FROM app_meta WHERE meta_key = 'logos_and_logistics_seeded_at'`);
    });
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await countAllRows(db)).toEqual(seeded);
    expect(
      await db.query(
        `SELECT one_id AS "oneId", logo_path AS "logoPath", sub_logo_path AS "subLogoPath" FROM enterprises
         WHERE logo_path IS NOT NULL ORDER BY one_id`,
      ),
    ).toEqual([
      {
        oneId: 'ent-acme',
        logoPath: '/img/enterprises/acme-logo.svg',
        subLogoPath: '/img/enterprises/acme-union.svg',
      },
      { oneId: 'ent-blue', logoPath: '/img/enterprises/blue-logo.svg', subLogoPath: null },
    ]);
    // Once marked, a logo an operator takes away stays away.
    await db.query(`UPDATE enterprises SET logo_path = NULL, sub_logo_path = NULL WHERE one_id = 'ent-blue'`);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await db.query(`SELECT 1 FROM enterprises WHERE logo_path IS NOT NULL`)).toHaveLength(1);
  });

  it('gives a database seeded before the tenant rules their enterprises and members on its next start, once', async () => {
    const seeded = await countAllRows(db);
    // A database as it was before single sign-on: no Morning Star (ent-sso-a), no linchen.
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM point_log WHERE member_id = 'mbr-sso-lin'`);
      await tx.query(`DELETE FROM members WHERE id = 'mbr-sso-lin'`);
      await tx.query(`DELETE FROM enterprises WHERE one_id = 'ent-sso-a'`);
      await tx.query(`DELETE FROM app_meta WHERE meta_key = 'tenants_seeded_at'`);
    });
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await countAllRows(db)).toEqual(seeded);
    expect(
      await db.query(`SELECT username, one_id AS "oneId", point FROM members WHERE id = 'mbr-sso-lin'`),
    ).toEqual([{ username: 'linchen', oneId: 'ent-sso-a', point: 1000 }]);
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it('dates plans and markets relative to the moment of seeding, in whole minutes', async () => {
    const [meta] = await db.query<{ seededAt: string }>(
      `SELECT meta_value AS "seededAt" FROM app_meta WHERE meta_key = 'seeded_at'`,
    );
    const seededAt = new Date(meta!.seededAt).getTime();
    const [market] = await db.query<{ dateEnd: Date }>(
      `SELECT date_end AS "dateEnd" FROM markets WHERE id = 'market-flash-1'`,
    );
    expect(market?.dateEnd.getTime()).toBe(Math.floor(seededAt / 60_000) * 60_000 + 72 * 3_600_000);
  });
});
