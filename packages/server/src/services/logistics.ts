import type { LogisticsCompany, LogisticsCompanyPage } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';

// The courier companies of after-sale returns (GET /buyer/other/logistics, spec 02; migration 034).
// Only OPEN ones are offered; a closed company (stopped, merged) stays in the table for the returns
// that named it, and is neither listed nor accepted for a new one.

/** Refusals of the list's query and of a return naming a courier not offered. */
export const LOGISTICS_MESSAGES = {
  /** A page size outside 1 to 200 (the spec's list asks for 200 at once). */
  pageSize: '每页条数须为1到200之间的整数',
  /** `disabled` other than OPEN: members see only the couriers in service. */
  openOnly: '只能查询启用的物流公司',
  /** A return's courier that is not the name of an offered company. */
  notOffered: '请从列表中选择物流公司',
} as const;

/** A page of the offered courier companies, in the mall's order. */
export async function listLogisticsCompanies(db: DbExecutor, page: ListPage): Promise<LogisticsCompanyPage> {
  const [limit, offset] = limitOffset(page);
  // One question for the page and the count: a window over the same rows.
  const rows = await db.query<LogisticsCompany & { total: number }>(
    `SELECT id, code, name, name_en AS "nameEn", disabled, count(*) OVER ()::int AS total
     FROM logistics_companies WHERE disabled = 'OPEN'
     ORDER BY sort_order, id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const total =
    rows[0]?.total ??
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM logistics_companies WHERE disabled = 'OPEN'`,
      )
    )[0]?.n ??
    0;
  return pageOf(
    rows.map(({ total: _total, ...company }) => company),
    total,
    page,
  );
}

/**
 * The offered company a return names by `name` (exactly as the list gives it), with its English
 * name for the English log; throws the 400 of one that is not offered. Inside the caller's
 * transaction, before it writes.
 */
export async function requireOfferedCourier(
  db: DbExecutor,
  name: string,
): Promise<Pick<LogisticsCompany, 'name' | 'nameEn'>> {
  const [offered] = await db.query<Pick<LogisticsCompany, 'name' | 'nameEn'>>(
    `SELECT name, name_en AS "nameEn" FROM logistics_companies WHERE name = $1 AND disabled = 'OPEN'`,
    [name],
  );
  if (!offered) throw new ApiError(400, LOGISTICS_MESSAGES.notOffered);
  return offered;
}
