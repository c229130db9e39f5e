import type { PointHistoryKind } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';

// The welfare-points balance (members.point) and its ledger (point_log) change together: the one
// statement here that moves a balance writes its line in the same transaction, so the sum of a
// member's lines is their balance. Payments and red packets keep their own guarded statements
// (payment.ts, red-packets.ts) and write their lines the same way.

/** One change of a member's welfare points, as its ledger line tells it. */
export interface PointChange {
  memberId: string;
  /** Points added (negative: taken); never 0. */
  change: number;
  kind: PointHistoryKind;
  orderSn?: string | null;
  afterSaleSn?: string | null;
  /** What the line is for, in both languages (shown in the member's history). */
  remark?: { zh: string; en: string } | null;
  now: Date;
}

/**
 * Adds `change` to the member's points and writes its ledger line; answers the balance it left.
 * Throws when the member is gone or the balance would go below zero: callers decide the change under
 * the member's lock, so either means a bug, and the transaction must not commit.
 */
export async function changePoints(tx: DbExecutor, entry: PointChange): Promise<number> {
  if (entry.change === 0) throw new Error('a ledger line must change the balance');
  const [member] = await tx.query<{ point: number }>(
    'UPDATE members SET point = point + $2 WHERE id = $1 AND point + $2 >= 0 RETURNING point',
    [entry.memberId, entry.change],
  );
  if (!member) throw new Error(`the points of member ${entry.memberId} cannot change by ${entry.change}`);
  await tx.query(
    `INSERT INTO point_log (member_id, change, balance_after, kind, order_sn, after_sale_sn, remark, remark_en,
                            created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.memberId,
      entry.change,
      member.point,
      entry.kind,
      entry.orderSn ?? null,
      entry.afterSaleSn ?? null,
      entry.remark?.zh ?? null,
      entry.remark?.en ?? null,
      entry.now,
    ],
  );
  return member.point;
}
