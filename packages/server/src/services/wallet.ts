import type { Wallet } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { listOtherAccounts, listPointAccounts } from './point-accounts.ts';
import type { Locale } from './locale.ts';

// The member's assets (GET /buyer/wallet/wallet, /home/MoneyManagement): the welfare points the
// checkout spends, the other point accounts with what is usable or frozen in them, and the coupons
// still to use. The figures are the point accounts' (services/point-accounts.ts), so the two pages
// never disagree.

/** The member's assets now. */
export async function readWallet(
  db: DbExecutor,
  memberId: string,
  locale: Locale,
  now: Date,
): Promise<Wallet> {
  const { totals } = await listPointAccounts(db, memberId, locale, now);
  // Unused as /home/Coupons counts them (services/coupons.ts, status NEW): not used, not yet ended.
  const [coupons] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM member_coupons m JOIN coupons c ON c.id = m.coupon_id
     WHERE m.member_id = $1 AND m.used_at IS NULL AND c.end_time > $2`,
    [memberId, now],
  );
  return {
    spendable: totals.spendable,
    otherUsable: totals.otherUsable,
    locked: totals.locked,
    otherAccounts: await listOtherAccounts(db, memberId, locale, now),
    unusedCoupons: coupons?.n ?? 0,
  };
}
