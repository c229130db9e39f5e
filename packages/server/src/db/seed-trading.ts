import { hashPassword } from '../services/password-hash.ts';
import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';
import { seedMembers, type SeedMember } from './seed-members.ts';

// What trading added to the seed, for a database seeded before it: the demo members added since
// (chenjing, who has no address and no pay password, to show a first checkout), the demo pay
// passwords, and the plans' checkout rules.

interface SeedPlanRules {
  id: string;
  redeemSeparately?: boolean;
  maxExchange?: number;
  visitorRequired?: boolean;
}

/** Writes what trading added to the seed; rows the member changed since are left alone. */
export async function seedTrading(tx: DbExecutor, dir: string): Promise<void> {
  const members = readSeedJson<SeedMember[]>(dir, 'seed/members.json');
  await seedMembers(tx, members);
  for (const m of members) {
    if (!m.payPassword) continue;
    // Hashing takes tens of milliseconds: only for a member still without one.
    const unset = await tx.query('SELECT 1 FROM members WHERE id = $1 AND pay_password_hash IS NULL', [m.id]);
    if (unset.length === 0) continue;
    await tx.query('UPDATE members SET pay_password_hash = $2 WHERE id = $1 AND pay_password_hash IS NULL', [
      m.id,
      await hashPassword(m.payPassword),
    ]);
  }
  await seedPlanRules(tx, dir);
}

/** The plans' checkout rules: separate redemption, maximum exchange, and a visitor's details (migration 035). */
export async function seedPlanRules(tx: DbExecutor, dir: string): Promise<void> {
  for (const p of readSeedJson<SeedPlanRules[]>(dir, 'seed/plans.json')) {
    if (p.redeemSeparately === undefined && p.maxExchange === undefined && p.visitorRequired === undefined)
      continue;
    await tx.query(
      'UPDATE plans SET redeem_separately = $2, max_exchange = $3, visitor_required = $4 WHERE id = $1',
      [p.id, p.redeemSeparately ?? false, p.maxExchange ?? null, p.visitorRequired ?? false],
    );
  }
}
