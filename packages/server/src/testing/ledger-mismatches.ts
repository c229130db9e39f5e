// Test support: every balance is explained by its ledger. A member's welfare points (members.point,
// what checkout spends) are the sum of their point_log lines, and the newest line left exactly that
// balance; each further point account (point_accounts.balance) likewise with point_account_log. A
// path that changes a balance without its line shows up here, whichever test's flow took it.
import type { Db } from '../db/db.ts';

/** A balance its ledger does not explain. */
export interface LedgerMismatch {
  /** `members.point` of a member, or `point_accounts.balance` of an account. */
  account: string;
  balance: number;
  /** The sum of the account's lines. */
  ledgerSum: number;
  /** What the newest line says it left; null without lines. */
  lastBalanceAfter: number | null;
}

/** Every balance of the database its ledger does not explain; empty when all add up. */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  return db.query<LedgerMismatch>(
    `SELECT account, balance, "ledgerSum", "lastBalanceAfter" FROM (
       SELECT 'members.point ' || m.id AS account, m.point AS balance,
              COALESCE((SELECT SUM(l.change) FROM point_log l WHERE l.member_id = m.id), 0)::int AS "ledgerSum",
              (SELECT l.balance_after FROM point_log l WHERE l.member_id = m.id ORDER BY l.id DESC LIMIT 1)
                AS "lastBalanceAfter"
       FROM members m
       UNION ALL
       SELECT 'point_accounts ' || a.id, a.balance,
              COALESCE((SELECT SUM(g.change) FROM point_account_log g WHERE g.account_id = a.id), 0)::int,
              (SELECT g.balance_after FROM point_account_log g WHERE g.account_id = a.id ORDER BY g.id DESC LIMIT 1)
       FROM point_accounts a
     ) balances
     WHERE balance <> "ledgerSum" OR balance <> COALESCE("lastBalanceAfter", 0)
     ORDER BY account`,
  );
}
