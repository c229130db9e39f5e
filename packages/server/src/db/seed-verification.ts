import { hashPassword } from '../services/password-hash.ts';
import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';
import { seedMembers, type SeedMember } from './seed-members.ts';

// Seeds fixtures/seed/verification.json (migration 014): Nova Tech, whose members must verify their
// mobile and enterprise e-mail and see the privacy popup, its two demo members (one still to verify,
// one still to consent) and its welfare cards. A database seeded before gets the enterprise and the
// members of enterprises.json and members.json here; every write is guarded, so a second run writes
// nothing.

interface SeedEnterpriseRules {
  oneId: string;
  verifyMobile: boolean;
  verifyEmail: boolean;
  emailSuffixes: string[];
  privacyPopup: boolean;
}

interface SeedMemberState {
  id: string;
  mobileVerified?: boolean;
  emailVerified?: boolean;
  privacyConsented?: boolean;
}

interface SeedBindableCard {
  cardNo: string;
  oneId: string;
  cardName: string;
  /** The plain demo card password, hashed when seeding. */
  password: string;
  memberId?: string;
}

interface SeedVerification {
  enterprises: SeedEnterpriseRules[];
  members: SeedMemberState[];
  welfareCards: SeedBindableCard[];
}

interface SeedEnterprise {
  oneId: string;
  name: string;
  nameEn?: string;
  platformPermission: string[];
}

/** Writes the verification and privacy settings, their enterprise, members and cards. */
export async function seedVerification(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  const seed = readSeedJson<SeedVerification>(dir, 'seed/verification.json');
  const ruled = new Set(seed.enterprises.map((e) => e.oneId));
  for (const e of readSeedJson<SeedEnterprise[]>(dir, 'seed/enterprises.json')) {
    if (!ruled.has(e.oneId)) continue;
    await tx.query(
      `INSERT INTO enterprises (one_id, name, name_en, platform_permission) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [e.oneId, e.name, e.nameEn ?? null, e.platformPermission],
    );
  }
  await seedMembers(
    tx,
    readSeedJson<SeedMember[]>(dir, 'seed/members.json').filter((m) => ruled.has(m.oneId)),
  );

  for (const e of seed.enterprises) {
    await tx.query(
      `UPDATE enterprises SET verify_mobile = $2, verify_email = $3, email_suffixes = $4, privacy_popup = $5
       WHERE one_id = $1 AND (verify_mobile, verify_email, email_suffixes, privacy_popup)
                             IS DISTINCT FROM ($2, $3, $4::text[], $5)`,
      [e.oneId, e.verifyMobile, e.verifyEmail, e.emailSuffixes, e.privacyPopup],
    );
  }
  for (const m of seed.members) {
    // Only what is still unset: a member who verified or consented since keeps their moment.
    await tx.query(
      `UPDATE members SET
         mobile_verified_at = CASE WHEN $2 THEN $5::timestamptz END,
         email_verified_at = CASE WHEN $3 THEN $5::timestamptz END,
         privacy_consented_at = CASE WHEN $4 THEN $5::timestamptz END
       WHERE id = $1 AND mobile_verified_at IS NULL AND email_verified_at IS NULL AND privacy_consented_at IS NULL
         AND ($2 OR $3 OR $4)`,
      [m.id, m.mobileVerified ?? false, m.emailVerified ?? false, m.privacyConsented ?? false, now],
    );
  }
  for (const c of seed.welfareCards) {
    const existing = await tx.query('SELECT 1 FROM welfare_cards WHERE card_no = $1', [c.cardNo]);
    if (existing.length > 0) continue;
    await tx.query(
      `INSERT INTO welfare_cards (card_no, one_id, card_name, password_hash, member_id, bound_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [
        c.cardNo,
        c.oneId,
        c.cardName,
        await hashPassword(c.password),
        c.memberId ?? null,
        c.memberId ? now : null,
      ],
    );
  }
}
