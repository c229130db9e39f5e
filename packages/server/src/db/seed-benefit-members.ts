import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';
import { seedMembers, type SeedMember } from './seed-members.ts';

// Seeds fixtures/seed/benefit-members.json: sunli, an Acme member whom only the flexible-benefit
// end-to-end test uses (so his choices never meet another test's), with the address he chooses
// with, and zhangwei's spouse, so /familyInfo has a row to show. Every write is guarded (the
// member by id, the rest ON CONFLICT DO NOTHING), so a second run writes nothing.

interface SeedBenefitMembers {
  members: SeedMember[];
  addresses: {
    id: string;
    memberId: string;
    consigneeName: string;
    mobile: string;
    /** Province, city and district ids, each under the one before. */
    regionIds: string[];
    detail: string;
    postalCode: string;
    email: string;
    alias?: string;
  }[];
  familyMembers: {
    id: string;
    memberId: string;
    name: string;
    relation: string;
    mobile: string;
    birthday?: string;
  }[];
}

/** Writes the flexible-benefit demo member, his address and zhangwei's family member. */
export async function seedBenefitMembers(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  const seed = readSeedJson<SeedBenefitMembers>(dir, 'seed/benefit-members.json');
  await seedMembers(tx, seed.members);
  for (const a of seed.addresses) {
    const names = await tx.query<{ name: string }>(
      `SELECT r.name FROM unnest($1::text[]) WITH ORDINALITY AS path (id, n) JOIN regions r ON r.id = path.id
       ORDER BY path.n`,
      [a.regionIds],
    );
    const [provinceId, cityId, districtId = null] = a.regionIds;
    if (names.length !== a.regionIds.length || !provinceId || !cityId) {
      throw new Error(`seed/benefit-members.json: ${a.id} names regions not in seed/regions.json`);
    }
    // His only address, so his default, as the address book makes a member's first.
    await tx.query(
      `INSERT INTO member_addresses (id, member_id, consignee_name, mobile, province_id, city_id, district_id,
         region_names, detail, postal_code, email, alias, is_default, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true, $13, $13)
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
        a.alias ?? null,
        now,
      ],
    );
  }
  for (const f of seed.familyMembers) {
    await tx.query(
      `INSERT INTO family_members (id, member_id, name, relation, mobile, birthday, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7) ON CONFLICT DO NOTHING`,
      [f.id, f.memberId, f.name, f.relation, f.mobile, f.birthday ?? null, now],
    );
  }
}
