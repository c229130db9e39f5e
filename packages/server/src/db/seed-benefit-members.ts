import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';
import { insertSeedAddress, type SeedAddress } from './seed-addresses.ts';
import { seedMembers, type SeedMember } from './seed-members.ts';

// Seeds fixtures/seed/benefit-members.json: sunli, an Acme member whom only the flexible-benefit
// end-to-end test uses (so his choices never meet another test's), with the address he chooses
// with, and zhangwei's spouse, so /familyInfo has a row to show. Every write is guarded (the
// member by id, the rest ON CONFLICT DO NOTHING), so a second run writes nothing.

interface SeedBenefitMembers {
  members: SeedMember[];
  addresses: Omit<SeedAddress, 'isDefault' | 'createdHoursAgo'>[];
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
    // His only address, so his default, as the address book makes a member's first.
    await insertSeedAddress(tx, { ...a, isDefault: true }, 'seed/benefit-members.json', now);
  }
  for (const f of seed.familyMembers) {
    await tx.query(
      `INSERT INTO family_members (id, member_id, name, relation, mobile, birthday, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7) ON CONFLICT DO NOTHING`,
      [f.id, f.memberId, f.name, f.relation, f.mobile, f.birthday ?? null, now],
    );
  }
}
