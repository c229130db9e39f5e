import { validateGoodsSearchQuery, type GoodsSearchQuery } from '@mall/schemas';

/** Goods per page of /goodsList. Defaults to `20` (four rows of five). */
export const GOODS_LIST_PAGE_SIZE = 20;

/** The sorts of the list's tabs; `comprehensive` is the default and is left out of the address. */
export type GoodsListSort = NonNullable<GoodsSearchQuery['sortFilter']>;

/**
 * The address parameters of /goodsList the search reads (spec 02 section 2; `brandId`, `regionId`
 * and `pageNumber` are ours). The others (`showAllNav`, `showBrand`, `cityFlag`, `queryPlan`,
 * `pageType`) shape the page, not the search, and are kept as they are.
 */
const SEARCH_KEYS = [
  'keyword',
  'categoryId',
  'cateModelId',
  'brandId',
  'dataSource',
  'regionId',
  'planId',
  'marketId',
  'productLowerPrice',
  'productHigherPrice',
  'pointFilter',
  'sortFilter',
] as const satisfies ReadonlyArray<keyof GoodsSearchQuery>;

/** The search an address asks for; values the server would refuse are dropped, not sent. */
export function searchQueryOf(params: URLSearchParams): GoodsSearchQuery & { pageNumber: string } {
  const query: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  const pageNumber = params.get('pageNumber')?.trim();
  // The server's own rules (catalogue.schema.json, precompiled) decide what it would refuse.
  if (!validateGoodsSearchQuery({ ...query, ...(pageNumber ? { pageNumber } : {}) })) {
    for (const error of validateGoodsSearchQuery.errors ?? []) {
      const key = error.instancePath.split('/')[1];
      if (key) delete query[key];
    }
  }
  if (query.pointFilter !== '1') delete query.pointFilter;
  const page = pageNumber && validateGoodsSearchQuery({ pageNumber }) ? pageNumber : '1';
  return { ...query, pageNumber: page };
}

/**
 * The address after a change of filters: the given parameters set (or removed when empty), every
 * other one kept, and back to the first page unless the change is the page itself.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('pageNumber' in changes)) next.delete('pageNumber');
  return next;
}

/** How the list shows its brand row: not at all, its first brands (`BRAND_FILTER_MAX`), or every brand. */
export type BrandRow = 'hidden' | 'top' | 'all';

/**
 * The brand row an address asks for with `showBrand` (spec 02 section 2 names the parameter without
 * its values). `showBrand=1` (or `true`) shows the row with every brand: the brand blocks' "more" link
 * (`/goodsList?showBrand=1`) leads here to see the brands. `showBrand=0` (or `false`) leaves the row
 * out. Without it the row shows its first brands as it always has, because every other link to the
 * list (the header's search, the category navigation, plans, markets, blocks' goods links) carries no
 * `showBrand` and its users rely on the brand filter; hiding the row by default would take it from them.
 */
export function brandRowOf(params: URLSearchParams): BrandRow {
  const value = params.get('showBrand')?.trim().toLowerCase();
  if (value === '1' || value === 'true') return 'all';
  if (value === '0' || value === 'false') return 'hidden';
  return 'top';
}
