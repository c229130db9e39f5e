import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../services/password-hash.ts';
import type { DbExecutor } from './db.ts';
import { seedMembers, type SeedMember } from './seed-members.ts';

// Seeds fixtures/seed/cards.json: the members behind cards, welfare cards (bound and unbound) and
// disposable (YCXK) cards. Called by seedFixtures inside its transaction; every insert is
// ON CONFLICT DO NOTHING, so a second run changes nothing.

interface SeedWelfareCard {
  cardNo: string;
  oneId: string;
  cardName: string;
  /** The plain demo card password, hashed when seeding. */
  password: string;
  /** The member the card is bound to; absent for a card nobody has signed up with yet. */
  memberId?: string;
  status?: 'ACTIVE' | 'FROZEN' | 'CANCELLED';
  /** Days from the seed until the card expires (negative: already expired); absent: never. */
  validForDays?: number;
}

interface SeedDisposableCard {
  cardNo: string;
  oneId: string;
  cardName: string;
  mobile: string;
  memberId: string;
  status?: 'ACTIVE' | 'USED' | 'FROZEN';
  validForDays?: number;
}

interface SeedCards {
  /** The members behind the cards; without `password` a member cannot log in by password at all. */
  members: SeedMember[];
  welfareCards: SeedWelfareCard[];
  disposableCards: SeedDisposableCard[];
}

const DAY_MS = 86_400_000;

/** Seeds the cards of `fixturesDir/seed/cards.json`, dating validity relative to `now`. */
export async function seedCards(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const seed = JSON.parse(readFileSync(join(fixturesDir, 'seed/cards.json'), 'utf8')) as SeedCards;
  // Whole days from the start of the seed's minute, like the plans' whole minutes.
  const validUntil = (days: number | undefined) =>
    days === undefined ? null : new Date(Math.floor(now.getTime() / 60_000) * 60_000 + days * DAY_MS);

  await seedMembers(tx, seed.members);

  for (const c of seed.welfareCards) {
    const existing = await tx.query('SELECT 1 FROM welfare_cards WHERE card_no = $1', [c.cardNo]);
    if (existing.length > 0) continue;
    await tx.query(
      `INSERT INTO welfare_cards (card_no, one_id, card_name, password_hash, member_id, status, valid_until, bound_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        c.cardNo,
        c.oneId,
        c.cardName,
        await hashPassword(c.password),
        c.memberId ?? null,
        c.status ?? 'ACTIVE',
        validUntil(c.validForDays),
        c.memberId ? now : null,
      ],
    );
  }

  for (const c of seed.disposableCards) {
    await tx.query(
      `INSERT INTO disposable_cards (card_no, one_id, card_name, mobile, member_id, status, valid_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [c.cardNo, c.oneId, c.cardName, c.mobile, c.memberId, c.status ?? 'ACTIVE', validUntil(c.validForDays)],
    );
  }
}
