import type { Locale } from '@mall/runtime';
import type { CategoryNode } from '@mall/schemas';

/** localStorage key of the cached category tree (spec 01 section 3). */
export const CATEGORY_CACHE_KEY = 'category';

/** localStorage key of the moment (epoch ms) the cached tree goes stale. */
export const CATEGORY_EXPIRY_KEY = 'category_expiration_time';

/** How long a fetched tree is trusted (spec 02 sections 4 and 9: 1 hour). */
export const CATEGORY_CACHE_TTL_MS = 60 * 60 * 1000;

// The tree's names are in the caller's language, and a language switch reloads the page without
// clearing storage: the cached tree says which language it is in, so the other one is fetched.
interface StoredCategoryTree {
  locale: Locale;
  tree: CategoryNode[];
}

/** The cached tree in `locale` while its expiry lies ahead; else `null` (absent, stale, unreadable). */
export function readCachedCategoryTree(locale: Locale, now = Date.now()): CategoryNode[] | null {
  try {
    const expiry = Number(window.localStorage.getItem(CATEGORY_EXPIRY_KEY));
    if (!Number.isFinite(expiry) || expiry <= now) return null;
    const stored = JSON.parse(window.localStorage.getItem(CATEGORY_CACHE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { locale: storedLocale, tree } = stored as Partial<StoredCategoryTree>;
    return storedLocale === locale && Array.isArray(tree) ? tree : null;
  } catch {
    return null;
  }
}

/** Caches the tree in `locale` for `CATEGORY_CACHE_TTL_MS`. */
export function cacheCategoryTree(tree: CategoryNode[], locale: Locale, now = Date.now()): void {
  try {
    const stored: StoredCategoryTree = { locale, tree };
    window.localStorage.setItem(CATEGORY_CACHE_KEY, JSON.stringify(stored));
    window.localStorage.setItem(CATEGORY_EXPIRY_KEY, String(now + CATEGORY_CACHE_TTL_MS));
  } catch {
    // Without storage (or when it is full) the tree is simply fetched on every page.
  }
}
