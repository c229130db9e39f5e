import type { DbExecutor } from './db.ts';

// Every change of members.point is a line of point_log, so a member's lines add up to their balance.
// A member seeded with points (members.json, cards.json...) but no grants in point-accounts.json had
// a balance nothing explained: this step gives each such member one opening grant of the difference,
// dated before their first line (or at the seed when they have none). Runs last in the seed, after
// every step that adds members or ledger lines; a second run writes nothing.

/** The remark of an opening grant, in both languages. */
export const OPENING_GRANT_REMARK = { zh: '期初积分', en: 'Opening balance' } as const;

/** Writes an opening GRANT line for every member whose ledger sums to less than their balance. */
export async function seedOpeningGrants(tx: DbExecutor, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO point_log (member_id, change, balance_after, kind, remark, remark_en, created_at)
     SELECT m.id, m.point - COALESCE(l.total, 0), m.point - COALESCE(l.total, 0), 'GRANT', $1, $2,
            COALESCE(l.first - interval '1 second', $3)
     FROM members m
     LEFT JOIN (SELECT member_id, SUM(change) AS total, MIN(created_at) AS first FROM point_log GROUP BY member_id) l
       ON l.member_id = m.id
     WHERE m.point > COALESCE(l.total, 0)`,
    [OPENING_GRANT_REMARK.zh, OPENING_GRANT_REMARK.en, new Date(Math.floor(now.getTime() / 60_000) * 60_000)],
  );
}
