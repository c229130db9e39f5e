import type {
  PointAccount,
  PointAccountList,
  PointAccountStatus,
  PointClassType,
  PointTotals,
  PointTypeHistory,
} from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { inLocale, type Locale } from './locale.ts';

// The member's point accounts (spec 03 sections 3 and 7, /home/myAccount). The mall account is not
// stored: its balance IS members.point, read live, the one balance the checkout spends; the other
// accounts (migration 015) are what the enterprise granted besides, spent elsewhere. Every query
// names the member, so another member's accounts are never reachable.
//
// The totals, decided so the page never shows a figure the checkout cannot honour unexplained:
// - spendable   = members.point: what the checkout can spend;
// - otherUsable = balances of the other accounts that are NORMAL (neither frozen nor expired):
//                 usable, but only where their type says (each account says what for);
// - total       = spendable + otherUsable, shown split in those two parts;
// - locked      = balances of FROZEN accounts, in no total until the enterprise releases them;
// - expired accounts count nowhere;
// - used        = points paid for orders net of their refunds (cancellations and after-sales), from
//                 the welfare-points ledger (point_log).

/** The mall account's class type: members.point. */
export const MALL_CLASS_TYPE = 'MALL' satisfies PointClassType;

/** Refusals of the point pages, in the words the storefront shows. */
export const POINT_MESSAGES = {
  /** A body of getUserPointList whose accountType is not 0. */
  accountType: '账户类型错误，积分账户的 accountType 为 0',
  /** A classType that is not one of the point types. */
  classType: '积分类型不存在',
} as const;

interface PointTypeRow {
  classType: PointClassType;
  name: string;
  nameEn: string;
  usage: string;
  usageEn: string;
}

interface AccountRow extends PointTypeRow {
  balance: number;
  status: 'NORMAL' | 'FROZEN';
  createdAt: Date;
  expiresAt: Date | null;
}

const TYPE_COLUMNS = `t.class_type AS "classType", t.name, t.name_en AS "nameEn", t.usage, t.usage_en AS "usageEn"`;

/** An account's status now: past its expiry it is EXPIRED, whatever the stored status says. */
function statusAt(row: Pick<AccountRow, 'status' | 'expiresAt'>, now: Date): PointAccountStatus {
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return row.status;
}

function toAccount(row: AccountRow, locale: Locale, now: Date): PointAccount {
  return {
    classType: row.classType,
    className: inLocale(locale, row.name, row.nameEn),
    usage: inLocale(locale, row.usage, row.usageEn),
    spendableAtCheckout: row.classType === MALL_CLASS_TYPE,
    accountStatus: statusAt(row, now),
    validBalance: row.balance,
    createTime: row.createdAt.toISOString(),
    expireTime: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** The member's mall account, made from their members row (created with the member, never expires). */
async function mallAccountRow(db: DbExecutor, memberId: string): Promise<AccountRow> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${TYPE_COLUMNS}, m.point AS balance, 'NORMAL' AS status, m.created_at AS "createdAt",
            NULL::timestamptz AS "expiresAt"
     FROM members m, point_types t WHERE m.id = $1 AND t.class_type = $2`,
    [memberId, MALL_CLASS_TYPE],
  );
  // The member of a valid session always exists; a missing row is a broken database.
  if (!row) throw new Error(`member ${memberId} or point type ${MALL_CLASS_TYPE} is missing`);
  return row;
}

/** The member's other accounts, by the point types' order; one type when `classType` is given. */
async function otherAccountRows(
  db: DbExecutor,
  memberId: string,
  classType?: PointClassType,
): Promise<AccountRow[]> {
  return db.query<AccountRow>(
    `SELECT ${TYPE_COLUMNS}, a.balance, a.status, a.created_at AS "createdAt", a.expires_at AS "expiresAt"
     FROM point_accounts a JOIN point_types t ON t.class_type = a.class_type
     WHERE a.member_id = $1 AND a.account_type = 0 AND ($2::text IS NULL OR a.class_type = $2)
     ORDER BY t.sort_order`,
    [memberId, classType ?? null],
  );
}

/** The member's accounts besides the mall account, in the caller's language. */
export async function listOtherAccounts(
  db: DbExecutor,
  memberId: string,
  locale: Locale,
  now: Date,
): Promise<PointAccount[]> {
  return (await otherAccountRows(db, memberId)).map((row) => toAccount(row, locale, now));
}

/** Points paid for orders net of their refunds, from the ledger (never below zero: see below). */
async function usedPoints(db: DbExecutor, memberId: string): Promise<number> {
  const [row] = await db.query<{ used: number }>(
    `SELECT COALESCE(-SUM(change), 0)::int AS used FROM point_log
     WHERE member_id = $1 AND kind IN ('ORDER_PAY', 'ORDER_REFUND', 'AFTER_SALE_REFUND')`,
    [memberId],
  );
  // A refund of an order paid before the ledger existed has no payment line to net against.
  return Math.max(0, row?.used ?? 0);
}

/** The totals of a member's accounts, as the comment at the top of this file defines them. */
export function totalsOf(accounts: readonly PointAccount[], used: number): PointTotals {
  const sum = (pick: (account: PointAccount) => boolean) =>
    accounts.filter(pick).reduce((total, account) => total + account.validBalance, 0);
  const spendable = sum((account) => account.spendableAtCheckout);
  const otherUsable = sum((account) => !account.spendableAtCheckout && account.accountStatus === 'NORMAL');
  const locked = sum((account) => account.accountStatus === 'FROZEN');
  return { total: spendable + otherUsable, spendable, otherUsable, used, locked };
}

/** The member's point accounts, the mall account first, and their totals (getUserPointList). */
export async function listPointAccounts(
  db: DbExecutor,
  memberId: string,
  locale: Locale,
  now: Date,
): Promise<PointAccountList> {
  const rows = [await mallAccountRow(db, memberId), ...(await otherAccountRows(db, memberId))];
  const accounts = rows.map((row) => toAccount(row, locale, now));
  return { accounts, totals: totalsOf(accounts, await usedPoints(db, memberId)) };
}

/**
 * One point type's account and what came in and went out of it (getMemberPointsHistoryVO, the head
 * of /home/pointTypeDetail). A type the member has no account of answers with `account: null`.
 */
export async function pointTypeHistory(
  db: DbExecutor,
  memberId: string,
  classType: PointClassType,
  locale: Locale,
  now: Date,
): Promise<PointTypeHistory> {
  const [type] = await db.query<PointTypeRow>(
    `SELECT ${TYPE_COLUMNS} FROM point_types t WHERE t.class_type = $1`,
    [classType],
  );
  if (!type) throw new ApiError(400, POINT_MESSAGES.classType);
  const isMall = classType === MALL_CLASS_TYPE;
  const [row] = isMall
    ? [await mallAccountRow(db, memberId)]
    : await otherAccountRows(db, memberId, classType);
  const [flows] = await db.query<{ income: number; expense: number }>(
    isMall
      ? `SELECT COALESCE(SUM(change) FILTER (WHERE change > 0), 0)::int AS income,
                COALESCE(-SUM(change) FILTER (WHERE change < 0), 0)::int AS expense
         FROM point_log WHERE member_id = $1`
      : `SELECT COALESCE(SUM(g.change) FILTER (WHERE g.change > 0), 0)::int AS income,
                COALESCE(-SUM(g.change) FILTER (WHERE g.change < 0), 0)::int AS expense
         FROM point_account_log g JOIN point_accounts a ON a.id = g.account_id
         WHERE a.member_id = $1 AND a.class_type = $2`,
    isMall ? [memberId] : [memberId, classType],
  );
  return {
    classType,
    className: inLocale(locale, type.name, type.nameEn),
    usage: inLocale(locale, type.usage, type.usageEn),
    account: row ? toAccount(row, locale, now) : null,
    income: flows?.income ?? 0,
    expense: flows?.expense ?? 0,
  };
}
