import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

/** An address of fixtures/seed/addresses.json; its region names are read from the regions table. */
export interface SeedAddress {
  id: string;
  memberId: string;
  consigneeName: string;
  mobile: string;
  /** Province, city and district ids, each under the one before. */
  regionIds: string[];
  detail: string;
  postalCode: string;
  email: string;
  landline?: string;
  remark?: string;
  alias?: string;
  isDefault: boolean;
  /** Hours before the moment of seeding. */
  createdHoursAgo: number;
}

/**
 * Seeds the demo members' address books from `seed/addresses.json`. Runs after the members and the
 * regions; existing rows are left alone (`ON CONFLICT DO NOTHING`), so running it again changes nothing.
 */
export async function seedAddresses(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  for (const a of readSeedJson<SeedAddress[]>(fixturesDir, 'seed/addresses.json')) {
    await insertSeedAddress(tx, a, 'seed/addresses.json', new Date(minute - a.createdHoursAgo * 3_600_000));
  }
}

/**
 * Writes one seeded address, its region names read from the regions table; `source` names the fixture
 * file in the error when a region is unknown. An existing row is left alone (`ON CONFLICT DO NOTHING`).
 */
export async function insertSeedAddress(
  tx: DbExecutor,
  a: Omit<SeedAddress, 'createdHoursAgo'>,
  source: string,
  createdAt: Date,
): Promise<void> {
  const names = await tx.query<{ name: string }>(
    `SELECT r.name FROM unnest($1::text[]) WITH ORDINALITY AS path (id, n) JOIN regions r ON r.id = path.id
     ORDER BY path.n`,
    [a.regionIds],
  );
  const [provinceId, cityId, districtId = null] = a.regionIds;
  if (names.length !== a.regionIds.length || !provinceId || !cityId) {
    throw new Error(`${source}: ${a.id} names regions not in seed/regions.json`);
  }
  await tx.query(
    `INSERT INTO member_addresses (id, member_id, consignee_name, mobile, province_id, city_id, district_id,
       region_names, detail, postal_code, email, landline, remark, alias, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
     ON CONFLICT DO NOTHING`,
    [
      a.id,
      a.memberId,
      a.consigneeName,
      a.mobile,
      provinceId,
      cityId,
      districtId,
      names.map((r) => r.name).join(' '),
      a.detail,
      a.postalCode,
      a.email,
      a.landline ?? null,
      a.remark ?? null,
      a.alias ?? null,
      a.isDefault,
      createdAt,
    ],
  );
}
