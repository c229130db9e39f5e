import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

// The demo members' point accounts and the history that explains them (fixtures/seed/point-accounts.json):
// the enterprise's grants of welfare points, the payments of their seeded orders, and further accounts
// of other point types. Times are hours before (or, for expiry, after) the moment of seeding. Runs in
// the account step of the seed, after members and orders; a second run writes nothing.

/** A grant of points, with its reason in both languages. */
interface SeedGrant {
  amount: number;
  hoursAgo: number;
  remark: string;
  remarkEn: string;
}

interface SeedMallGrants {
  memberId: string;
  /** Oldest first; together they must make the member's balance before their first paid order. */
  grants: SeedGrant[];
}

interface SeedPointAccount {
  id: string;
  memberId: string;
  classType: string;
  status: 'NORMAL' | 'FROZEN';
  createdHoursAgo: number;
  /** Negative: expired that long ago; null: never expires. */
  expiresInHours: number | null;
  /** Oldest first; the account's balance is their sum. */
  grants: SeedGrant[];
}

interface SeedPointAccounts {
  mallGrants: SeedMallGrants[];
  accounts: SeedPointAccount[];
}

/** Writes the point accounts and ledgers of point-accounts.json; rows seeded before are left alone. */
export async function seedPointAccounts(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  const seed = readSeedJson<SeedPointAccounts>(dir, 'seed/point-accounts.json');
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = (hours: number) => new Date(minute + hours * 3_600_000);

  for (const { memberId, grants } of seed.mallGrants) await seedMallLedger(tx, memberId, grants, at);

  for (const account of seed.accounts) {
    const balance = account.grants.reduce((sum, grant) => sum + grant.amount, 0);
    const inserted = await tx.query(
      `INSERT INTO point_accounts (id, member_id, account_type, class_type, balance, status, created_at, expires_at)
       VALUES ($1, $2, 0, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [
        account.id,
        account.memberId,
        account.classType,
        balance,
        account.status,
        at(-account.createdHoursAgo),
        account.expiresInHours === null ? null : at(account.expiresInHours),
      ],
    );
    // An account seeded before keeps the history it has.
    if (inserted.length === 0) continue;
    let running = 0;
    for (const grant of account.grants) {
      running += grant.amount;
      await tx.query(
        `INSERT INTO point_account_log (account_id, change, balance_after, kind, remark, remark_en, created_at)
         VALUES ($1, $2, $3, 'GRANT', $4, $5, $6)`,
        [account.id, grant.amount, running, grant.remark, grant.remarkEn, at(-grant.hoursAgo)],
      );
    }
  }
}

/**
 * Writes a member's welfare-points ledger: the grants, then one ORDER_PAY line per seeded paid
 * order, so the last balance is members.point and "used" counts the seeded orders. Only for a
 * member whose ledger is still empty, and only when the grants make exactly the balance before the
 * first payment: a ledger that does not add up to members.point would be worse than none.
 */
async function seedMallLedger(
  tx: DbExecutor,
  memberId: string,
  grants: readonly SeedGrant[],
  at: (hours: number) => Date,
): Promise<void> {
  const [member] = await tx.query<{ point: number; lines: number }>(
    `SELECT point, (SELECT count(*)::int FROM point_log WHERE member_id = m.id) AS lines
     FROM members m WHERE id = $1`,
    [memberId],
  );
  if (!member || member.lines > 0) return;
  const paid = await tx.query<{ sn: string; points: number; payTime: Date }>(
    `SELECT sn, points, pay_time AS "payTime" FROM orders
     WHERE member_id = $1 AND pay_time IS NOT NULL AND points > 0 ORDER BY pay_time, sn`,
    [memberId],
  );
  const opening = member.point + paid.reduce((sum, order) => sum + order.points, 0);
  if (grants.reduce((sum, grant) => sum + grant.amount, 0) !== opening) return;

  let balance = 0;
  for (const grant of grants) {
    balance += grant.amount;
    await tx.query(
      `INSERT INTO point_log (member_id, change, balance_after, kind, remark, remark_en, created_at)
       VALUES ($1, $2, $3, 'GRANT', $4, $5, $6)`,
      [memberId, grant.amount, balance, grant.remark, grant.remarkEn, at(-grant.hoursAgo)],
    );
  }
  for (const order of paid) {
    balance -= order.points;
    // The unique index on ORDER_PAY lines keeps an order charged once in the ledger.
    await tx.query(
      `INSERT INTO point_log (member_id, change, balance_after, kind, order_sn, created_at)
       VALUES ($1, $2, $3, 'ORDER_PAY', $4, $5) ON CONFLICT DO NOTHING`,
      [memberId, -order.points, balance, order.sn, order.payTime],
    );
  }
}
