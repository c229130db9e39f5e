// Paging shared by the member lists (orders, coupons, favourites, footprints).

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

/** Reads the `pageNumber` and `pageSize` of a query whose schema already checked they are digits. */
export function pageFromQuery(query: { pageNumber: string; pageSize: string }): ListPage {
  return { pageNumber: Number(query.pageNumber), pageSize: Number(query.pageSize) };
}
