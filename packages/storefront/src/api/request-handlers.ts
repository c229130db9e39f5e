import { getAppStore } from '../state/store.ts';
import { accessTokenAtom, refreshTokenAtom, signKeyAtom } from '../state/session.ts';
import { loginGateOpenAtom, loginPromptOpenAtom } from '../state/login-prompt.ts';

/** Why the server refused the caller's token. */
export interface AuthFailure {
  /** HTTP 403 arrives as `403`; otherwise the envelope code (20003 not logged in, 20004 expired). */
  code: number;
  /** The server's message; `undefined` when the user should not see one (code 20003). */
  message?: string;
}

/** What the request layer asks of the app when a response needs more than a message. */
export interface RequestHandlers {
  /** Goes to a storefront route, e.g. `/sdm` with the maintenance message in the router state. */
  navigate(path: string, state?: { message?: string }): void;
  /**
   * The token was refused and could not be refreshed; the tokens and the cart count are already
   * cleared. Tells the user (the message, if any) and asks them to log in.
   */
  onAuthFailure(failure: AuthFailure): void;
}

/** Until the app supplies its router, navigation falls back to a full page load. */
function assignLocation(path: string): void {
  window.location.assign(path);
}

/** localStorage key and cookie name of the cart badge count (spec 01 section 3). */
export const CART_COUNT_KEY = 'cartNum';

/**
 * Forgets the refused tokens and the cart count (localStorage `cartNum` and its cookie). A page that
 * held no session forgets nothing: what its storage holds now is a login made since, in another tab
 * (or written before this page's code read it), and a guest's refused call must not log that out.
 */
export function clearSessionTokens(): void {
  const store = getAppStore();
  const held = [accessTokenAtom, refreshTokenAtom, signKeyAtom].filter((atom) => store.get(atom) !== null);
  if (held.length === 0) return;
  for (const atom of held) store.set(atom, null);
  try {
    window.localStorage.removeItem(CART_COUNT_KEY);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  document.cookie = `${CART_COUNT_KEY}=; path=/; max-age=0`;
}

/**
 * Drops the refused tokens and the cart count and asks the user to log in, unless the login gate
 * asks already: one question at a time, however many requests were refused.
 */
export function expireSession(): void {
  clearSessionTokens();
  const store = getAppStore();
  if (!store.get(loginGateOpenAtom)) store.set(loginPromptOpenAtom, true);
}

const DEFAULT_HANDLERS: RequestHandlers = { navigate: assignLocation, onAuthFailure: expireSession };

let handlers: RequestHandlers = DEFAULT_HANDLERS;

/** Plugs the app (router navigation, auth handling) into the request layer; returns the undo. */
export function configureRequestHandlers(overrides: Partial<RequestHandlers>): () => void {
  const previous = handlers;
  handlers = { ...handlers, ...overrides };
  return () => {
    handlers = previous;
  };
}

/** The handlers in force now. */
export function requestHandlers(): RequestHandlers {
  return handlers;
}
