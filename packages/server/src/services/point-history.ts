import type {
  PointClassType,
  PointHistoryKind,
  PointHistoryLine,
  PointHistoryPage,
  PointUseKind,
  PointUsePage,
  PointUseQuery,
} from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';
import { inLocale, type Locale } from './locale.ts';

// The history of the member's point accounts (/home/accountDetails, /home/pointTypeDetail, the
// wallet log) and their spending records (pointUseQuery). Two ledgers make it: point_log for the
// mall account (members.point: payments, refunds, grants, red packets) and point_account_log for the
// other accounts. Both are read with the member's id, so another member's lines are never reached.

/** Refusals of the history's date range, in the words the storefront shows. */
export const POINT_HISTORY_MESSAGES = {
  badDate: '日期格式错误，请按 yyyy-MM-dd 填写',
  rangeReversed: '开始日期不能晚于结束日期',
} as const;

interface HistoryRow {
  id: string;
  classType: PointClassType;
  name: string;
  nameEn: string;
  time: Date;
  change: number;
  balanceAfter: number;
  kind: PointHistoryKind;
  orderSn: string | null;
  afterSaleSn: string | null;
  remark: string | null;
  remarkEn: string | null;
}

// Lines of both ledgers in one shape. `source` and `seq` order lines of the same moment (a ledger's
// ids grow with its writes); the line id says which ledger it came from.
const HISTORY_LINES = `
  SELECT 'P' || l.id AS id, 'MALL' AS class_type, l.change, l.balance_after, l.kind, l.order_sn,
         l.after_sale_sn, l.remark, l.remark_en, l.created_at, 0 AS source, l.id AS seq
  FROM point_log l WHERE l.member_id = $1
  UNION ALL
  SELECT 'A' || g.id, a.class_type, g.change, g.balance_after, g.kind, NULL, NULL, g.remark, g.remark_en,
         g.created_at, 1, g.id
  FROM point_account_log g JOIN point_accounts a ON a.id = g.account_id WHERE a.member_id = $1`;

/**
 * A page of the history of the member's accounts, newest first; of one point type when `classType`
 * is given (MALL: the welfare-points ledger, the wallet log).
 */
export async function pointHistoryPage(
  db: DbExecutor,
  memberId: string,
  filter: { classType?: PointClassType | undefined },
  page: ListPage,
  locale: Locale,
): Promise<PointHistoryPage> {
  const [limit, offset] = limitOffset(page);
  const where = '$2::text IS NULL OR h.class_type = $2';
  const classType = filter.classType ?? null;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${HISTORY_LINES}) h WHERE ${where}`,
    [memberId, classType],
  );
  const rows = await db.query<HistoryRow>(
    `SELECT h.id, h.class_type AS "classType", t.name, t.name_en AS "nameEn", h.created_at AS time, h.change,
            h.balance_after AS "balanceAfter", h.kind, h.order_sn AS "orderSn", h.after_sale_sn AS "afterSaleSn",
            h.remark, h.remark_en AS "remarkEn"
     FROM (${HISTORY_LINES}) h JOIN point_types t ON t.class_type = h.class_type
     WHERE ${where}
     ORDER BY h.created_at DESC, h.source, h.seq DESC LIMIT $3 OFFSET $4`,
    [memberId, classType, limit, offset],
  );
  const records = rows.map(
    (row): PointHistoryLine => ({
      id: row.id,
      classType: row.classType,
      className: inLocale(locale, row.name, row.nameEn),
      time: row.time.toISOString(),
      change: row.change,
      balanceAfter: row.balanceAfter,
      kind: row.kind,
      orderSn: row.orderSn,
      afterSaleSn: row.afterSaleSn,
      remark: row.remark === null ? null : inLocale(locale, row.remark, row.remarkEn),
    }),
  );
  return pageOf(records, count?.n ?? 0, page);
}

// ---------------------------------------------------------------------------------------------
// Spending records

/** Hours China time is ahead of UTC: the days of the range are the member's days, not the server's. */
const CHINA_UTC_OFFSET = '+08:00';

/** The first moment of a `yyyy-MM-dd` day in China time; a day that does not exist (02-30) is refused. */
function startOfDay(day: string): Date {
  const date = new Date(`${day}T00:00:00${CHINA_UTC_OFFSET}`);
  // Date rolls 2026-02-30 over to March: compare back to catch it.
  const roundTrip = new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  if (Number.isNaN(date.getTime()) || roundTrip !== day)
    throw new ApiError(400, POINT_HISTORY_MESSAGES.badDate);
  return date;
}

/** The moments of a range of days, both days included; a range ending before it starts is refused. */
export function dayRange(startDate?: string, endDate?: string): { from: Date | null; to: Date | null } {
  const from = startDate ? startOfDay(startDate) : null;
  const to = endDate ? new Date(startOfDay(endDate).getTime() + 86_400_000) : null;
  if (from && to && from.getTime() >= to.getTime())
    throw new ApiError(400, POINT_HISTORY_MESSAGES.rangeReversed);
  return { from, to };
}

/**
 * A page of the member's spending records, newest first: the orders paid with welfare points and
 * the points given back for them (cancellation, after-sale), within the days asked for.
 */
export async function pointUsePage(
  db: DbExecutor,
  memberId: string,
  query: PointUseQuery,
): Promise<PointUsePage> {
  const { from, to } = dayRange(query.startDate, query.endDate);
  const page = { pageNumber: query.pageNumber, pageSize: query.pageSize };
  const [limit, offset] = limitOffset(page);
  const where = `member_id = $1 AND kind IN ('ORDER_PAY', 'ORDER_REFUND', 'AFTER_SALE_REFUND')
    AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_log WHERE ${where}`, [
    memberId,
    from,
    to,
  ]);
  const rows = await db.query<{
    id: string;
    time: Date;
    kind: PointUseKind;
    change: number;
    balanceAfter: number;
    orderSn: string | null;
    afterSaleSn: string | null;
  }>(
    `SELECT 'P' || id AS id, created_at AS time, kind, change, balance_after AS "balanceAfter",
            order_sn AS "orderSn", after_sale_sn AS "afterSaleSn"
     FROM point_log WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [memberId, from, to, limit, offset],
  );
  return pageOf(
    rows.map((row) => ({ ...row, time: row.time.toISOString() })),
    count?.n ?? 0,
    page,
  );
}
