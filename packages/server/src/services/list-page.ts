// Paging shared by the member lists (orders, coupons, favourites, footprints).
import type { DbExecutor } from '../db/db.ts';

/** Which page of a list, from 1, and how many rows per page. */
export interface ListPage {
  pageNumber: number;
  pageSize: number;
}

/** A page of a list, in the shape the storefront reads (`result.records`). */
export interface PageOf<T> {
  records: T[];
  /** Rows in all pages. */
  total: number;
  /** This page's number. */
  current: number;
  /** Page size asked for. */
  size: number;
  /** Number of pages. */
  pages: number;
}

/** LIMIT and OFFSET of a page. */
export function limitOffset({ pageNumber, pageSize }: ListPage): [limit: number, offset: number] {
  return [pageSize, (pageNumber - 1) * pageSize];
}

/** Wraps the rows of one page with the paging figures. */
export function pageOf<T>(records: T[], total: number, { pageNumber, pageSize }: ListPage): PageOf<T> {
  return { records, total, current: pageNumber, size: pageSize, pages: Math.ceil(total / pageSize) };
}

/**
 * Reads one page of a list with two queries: `sql.rows`, whose last two placeholders are the page's
 * LIMIT and OFFSET after `params`, then `sql.count`, which counts every row of the list as `n` from
 * `params` alone. Each row becomes a record through `toRecord`.
 */
export async function queryPage<Row extends object, Item>(
  db: DbExecutor,
  sql: { rows: string; count: string },
  params: readonly unknown[],
  page: ListPage,
  toRecord: (row: Row) => Item,
): Promise<PageOf<Item>> {
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<Row>(sql.rows, [...params, limit, offset]);
  const [count] = await db.query<{ n: number }>(sql.count, params);
  return pageOf(rows.map(toRecord), count?.n ?? 0, page);
}

/** How a member's own list is read: its rows, and the table its rows are counted in. */
export interface MemberListSql {
  /**
   * Selects the member's rows (the member is `$1`) in the list's order; the page's LIMIT and OFFSET
   * are added after it.
   */
  rows: string;
  /** The table whose rows of the member (`member_id = $1`) make the list's total. */
  countIn: string;
}

/**
 * The reader of a member's own list (addresses, after-sale requests, complaints, reviews,
 * messages): a page of it for `(db, memberId, page)`, each row made a record by `toRecord`.
 */
export function memberListReader<Row extends object, Item>(
  sql: MemberListSql,
  toRecord: (row: Row) => Item,
): (db: DbExecutor, memberId: string, page: ListPage) => Promise<PageOf<Item>> {
  const pageSql = {
    rows: `${sql.rows} LIMIT $2 OFFSET $3`,
    count: `SELECT count(*)::int AS n FROM ${sql.countIn} WHERE member_id = $1`,
  };
  return (db, memberId, page) => queryPage(db, pageSql, [memberId], page, toRecord);
}

/** A list's page size when its query leaves it out. */
const DEFAULT_PAGE_SIZE = 10;

/**
 * Reads the page a list's query asks for, whose schema already checked its figures are digits: the
 * first page, of `defaultSize` rows, where the query leaves them out.
 */
export function pageOfQuery(
  { pageNumber = '1', pageSize }: { pageNumber?: string; pageSize?: string },
  defaultSize = DEFAULT_PAGE_SIZE,
): ListPage {
  return { pageNumber: Number(pageNumber), pageSize: Number(pageSize ?? defaultSize) };
}

/** Reads the `pageNumber` and `pageSize` of a query whose schema already checked they are digits. */
export function pageFromQuery(query: { pageNumber: string; pageSize: string }): ListPage {
  return { pageNumber: Number(query.pageNumber), pageSize: Number(query.pageSize) };
}
