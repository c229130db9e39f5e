import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../services/password-hash.ts';
import type { DbExecutor } from './db.ts';

// Seeds fixtures/seed/cards.json: the members behind cards, welfare cards (bound and unbound) and
// disposable (YCXK) cards. Called by seedFixtures inside its transaction; every insert is
// ON CONFLICT DO NOTHING, so a second run changes nothing.

/** A member a card belongs to; without `password` the member cannot log in by password at all. */
interface SeedCardMember {
  id: string;
  oneId: string;
  username: string;
  /** The plain demo password (printed in the README), hashed when seeding. */
  password?: string;
  nickName: string;
  code: string;
  mobile?: string;
  point: number;
  updatePwd?: '0' | '1';
}

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
  members: SeedCardMember[];
  welfareCards: SeedWelfareCard[];
  disposableCards: SeedDisposableCard[];
}

/**
 * What `password_hash` holds for a member with no password: not a PHC string, so every password
 * check against it fails (the `!` of a locked /etc/shadow entry). Disposable-card members log in by
 * SMS code only.
 */
export const NO_PASSWORD_HASH = '!';

const DAY_MS = 86_400_000;

/** Seeds the cards of `fixturesDir/seed/cards.json`, dating validity relative to `now`. */
export async function seedCards(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const seed = JSON.parse(readFileSync(join(fixturesDir, 'seed/cards.json'), 'utf8')) as SeedCards;
  // Whole days from the start of the seed's minute, like the plans' whole minutes.
  const validUntil = (days: number | undefined) =>
    days === undefined ? null : new Date(Math.floor(now.getTime() / 60_000) * 60_000 + days * DAY_MS);

  for (const m of seed.members) {
    // Hashing costs tens of milliseconds; a member seeded before keeps their hash.
    const existing = await tx.query('SELECT 1 FROM members WHERE id = $1', [m.id]);
    if (existing.length > 0) continue;
    await tx.query(
      `INSERT INTO members (id, one_id, username, nick_name, code, mobile, password_hash, point, update_pwd)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        m.id,
        m.oneId,
        m.username,
        m.nickName,
        m.code,
        m.mobile ?? null,
        m.password ? await hashPassword(m.password) : NO_PASSWORD_HASH,
        m.point,
        m.updatePwd ?? '0',
      ],
    );
  }

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
