import { atom } from 'jotai';
import { clearSessionTokens } from '../api/request-handlers.ts';
import { getAppStore } from './store.ts';
import { oneIdAtom, pageIdAtom, userInfoAtom } from './session.ts';

/** localStorage keys of the session that no atom holds (spec 01 section 3). */
/** localStorage keys of the benefit-choice flags (spec 01 section 3), stored after a permission call. */
export const BENEFIT_FLAG_KEYS = { year: 'isYear', quarter: 'isQuarter' } as const;

export const SESSION_KEYS = {
  originalUrl: 'originalUrl',
  loginRouteName: 'loginRouteName',
  disposableCardPageId: 'disposableCardPageId',
  /** Where the enterprise's members land after login (the login-platform lookup's `loginUrl`). */
  loginUrl: 'loginUrl',
} as const;

/**
 * Server rendering: the plain stored values `readStored` answers for the page being rendered, which
 * has no localStorage: what the browser sent (state/render-cookie.ts). In the render's own store, as
 * several members' pages render at once. Defaults to none.
 */
export const serverStoredAtom = atom<Readonly<Record<string, string | null>>>({});

/** Reads a plain localStorage value; `null` when absent, empty or storage is disabled. */
export function readStored(key: string): string | null {
  if (typeof window === 'undefined') return getAppStore().get(serverStoredAtom)[key] || null;
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

// What renders a plain stored value (the navigation's benefit flags) listens to, to render it again.
const storedListeners = new Set<() => void>();

/** Calls `onChange` whenever this page writes or clears a plain stored value; answers the unsubscribe. */
export function subscribeStored(onChange: () => void): () => void {
  storedListeners.add(onChange);
  return () => storedListeners.delete(onChange);
}

const notifyStored = () => storedListeners.forEach((listener) => listener());

/** Writes (or, for `null`, removes) a plain localStorage value. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the value is not kept, which only costs the redirect its hint.
  }
  notifyStored();
}

// Kept across logout: the device id names this browser and the choices are the user's, not the session's.
const KEPT_KEYS = new Set(['uuid', 'locale', 'platform']);

/** Forgets the member: tokens, cart count, user info and every other stored value but device and choices. */
export function clearSessionStorage(): void {
  try {
    for (const key of Object.keys(window.localStorage))
      if (!KEPT_KEYS.has(key)) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing was kept.
  }
  notifyStored();
  // The atoms last: the render cookie is written as they change (state/render-cookie.ts), and must
  // find the plain stored values (the benefit flags) already gone.
  clearSessionTokens();
  const store = getAppStore();
  store.set(userInfoAtom, null);
  store.set(oneIdAtom, null);
  store.set(pageIdAtom, null);
}
