import { atomWithStorage } from 'jotai/utils';
import { CART_COUNT_KEY } from '../api/request-handlers.ts';
import type { SyncValueStorage } from './plain-string-storage.ts';
import { accessTokenAtom } from './session.ts';
import { appStore } from './store.ts';

/** Most units the cart badge shows as a number; above it shows `99+` (spec 01 section 9). */
export const CART_BADGE_CAP = 99;

/** The badge text of a cart count: the number up to `CART_BADGE_CAP`, then `99+`; none for an empty cart. */
export function cartBadgeText(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

function readCount(key: string): number | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored !== null && /^\d{1,9}$/.test(stored) ? Number(stored) : null;
  } catch {
    return null;
  }
}

function forgetCount(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  // The server's render (entry-server.tsx) has no document; its store keeps the count in memory.
  if (typeof document !== 'undefined') document.cookie = `${key}=; path=/; max-age=0`;
}

// The count lives where the rest of the mall reads it (spec 01 section 3): localStorage `cartNum` as
// plain digits, and a `cartNum` cookie for the session.
const cartCountStorage: SyncValueStorage<number | null> = {
  getItem: (key, initialValue) => readCount(key) ?? initialValue,
  setItem(key, count) {
    if (count === null) return forgetCount(key);
    try {
      window.localStorage.setItem(key, String(count));
    } catch {
      // Storage full or disabled: the cookie and the atom still carry the count.
    }
    if (typeof document !== 'undefined') document.cookie = `${key}=${count}; path=/; SameSite=Lax`;
  },
  removeItem: forgetCount,
};

/**
 * Units in the member's cart, as last fetched (on hovering the cart entry, and whenever a drawer
 * reloads the cart); kept in localStorage and the cookie `cartNum`. `null` when unknown. Defaults
 * to the stored value.
 */
export const cartCountAtom = atomWithStorage<number | null>(CART_COUNT_KEY, null, cartCountStorage, {
  getOnInit: true,
});

// The count belongs to the session. The request layer's clearSessionTokens removes the stored count
// together with the tokens (a failed refresh, logout); the atom keeps its own copy in memory, so it
// follows the access token: when that goes, the count goes too, and the next member never sees it.
// The browser's store only: a server render's store lives for one page and never loses its token.
appStore.sub(accessTokenAtom, () => {
  if (appStore.get(accessTokenAtom) === null && appStore.get(cartCountAtom) !== null)
    appStore.set(cartCountAtom, null);
});
