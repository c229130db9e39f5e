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
