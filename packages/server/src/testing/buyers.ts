// Test and bench support: members of the Acme enterprise made in bulk, each with a default address,
// a pay password and an access token, for races and load (no login round trip, no image codes).
import type { Db } from '../db/db.ts';
import { OPENING_GRANT_REMARK } from '../db/seed-opening-grants.ts';
import { hashPassword } from '../services/password-hash.ts';
import { loadTokenSecret } from '../services/token-secret.ts';
import { issueTokenPair } from '../services/tokens.ts';

/** The pay password every made buyer has. */
export const BUYER_PAY_PASSWORD = 'Race2026';

/** A made member, ready to check out. */
export interface Buyer {
  memberId: string;
  token: string;
  addressId: string;
}

/**
 * Makes `count` members with `points` welfare points each, granted by a ledger line; `now` dates
 * their tokens and grants.
 */
export async function makeBuyers(db: Db, count: number, points: number, now: Date): Promise<Buyer[]> {
  const payHash = await hashPassword(BUYER_PAY_PASSWORD);
  const secret = await loadTokenSecret(db);
  const batch = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const buyers: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const memberId = `mbr-race-${batch}-${i}`;
    const addressId = `addr-race-${batch}-${i}`;
    await db.query(
      `INSERT INTO members (id, one_id, username, password_hash, point, pay_password_hash)
       VALUES ($1, 'ent-acme', $1, '!', $2, $3)`,
      [memberId, points, payHash],
    );
    // Every balance is explained by its ledger, a made member's too.
    if (points > 0) {
      await db.query(
        `INSERT INTO point_log (member_id, change, balance_after, kind, remark, remark_en, created_at)
         VALUES ($1, $2, $2, 'GRANT', $3, $4, $5)`,
        [memberId, points, OPENING_GRANT_REMARK.zh, OPENING_GRANT_REMARK.en, now],
      );
    }
    await db.query(
      `INSERT INTO member_addresses (id, member_id, consignee_name, mobile, province_id, city_id, region_names,
                                     detail, postal_code, email, is_default, created_at, updated_at)
       SELECT $1, $2, '赛跑者', '13800000000', p.id, c.id, p.name || ' ' || c.name, '一号路1号', '310000',
              'race@example.invalid', true, $3, $3
       FROM regions p JOIN regions c ON c.parent_id = p.id WHERE p.level = 0
       ORDER BY p.sort_order, c.sort_order LIMIT 1`,
      [addressId, memberId, now],
    );
    const pair = await issueTokenPair(db, { memberId, oneId: 'ent-acme' }, secret, now);
    buyers.push({ memberId, token: pair.accessToken, addressId });
  }
  return buyers;
}
