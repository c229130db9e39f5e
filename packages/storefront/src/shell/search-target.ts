import { PREVIEW_TOKEN_PARAM } from '../services/preview-link.ts';

/** localStorage key of the search-url marker: `specialGoodsList` sends searches to /specialGoodsList. */
export const SEARCH_URL_KEY = 'searchUrl';

/** History state of a search's navigation: the list it opens moves focus to its results. */
export interface SearchedState {
  searched: true;
}

/** Whether a location's history state says a search opened it. */
export const isSearchedState = (state: unknown): state is SearchedState =>
  typeof state === 'object' && state !== null && (state as Partial<SearchedState>).searched === true;

/**
 * Where a search goes (spec 01 section 2.4): /goodsList, or /specialGoodsList when the stored
 * marker names it, with the current query kept (so `pageType=custom` stays on custom pages) and
 * `keyword` set to the trimmed keyword, from the first page, and without a preview link's token. An empty keyword drops `keyword` and
 * lists all goods.
 */
export function searchTarget(keyword: string, currentSearch: string, marker: string | null): string {
  const path = marker?.includes('specialGoodsList') ? '/specialGoodsList' : '/goodsList';
  const query = new URLSearchParams(currentSearch);
  const trimmed = keyword.trim();
  if (trimmed) query.set('keyword', trimmed);
  else query.delete('keyword');
  // A new search starts at its first page.
  query.delete('pageNumber');
  // A preview link's token opens one page's draft; it stays on that page.
  query.delete(PREVIEW_TOKEN_PARAM);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The stored search-url marker, `null` when unset or storage is unavailable. */
export function readSearchUrlMarker(): string | null {
  try {
    return window.localStorage.getItem(SEARCH_URL_KEY);
  } catch {
    return null;
  }
}
