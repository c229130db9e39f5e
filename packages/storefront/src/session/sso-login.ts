import type { Locale } from '@mall/runtime';
import { localeAtom } from '../state/locale.ts';
import { getAppStore } from '../state/store.ts';
import type { LogoutTarget } from './logout-target.ts';

// Single sign-on (spec 01 section 4 priority 1), OIDC-style authorization code: the member of an SSO
// tenant goes to their identity provider's login page with where to come back (`redirect_uri`, the
// storefront's /sso/callback), a fresh `state` and their language (`ui_locales`); the provider sends
// them back with a signed `code` and the same `state`. The state, the enterprise and the return path
// wait in a short-lived cookie (not localStorage: logout clears that right after sending them off),
// which only the callback reads, once.

/** The storefront route the identity provider sends the code back to. */
export const SSO_CALLBACK_PATH = '/sso/callback';
/** The cookie holding the login under way; scoped to the callback's path. */
export const SSO_PENDING_COOKIE = 'mall-sso';
/** How long a login at the identity provider may take before the callback no longer takes it. */
const PENDING_MAX_AGE_S = 600;

/** The login under way at the identity provider. */
export interface SsoPending {
  /** The `state` sent there, which must come back. */
  state: string;
  /** The enterprise whose provider it is: its code must be for this one. */
  oneId: string;
  /** Where to go once logged in (session expiry keeps the page), else null. */
  rePath: string | null;
  /** JSON of `rePath`'s query, else null. */
  query: string | null;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The address of the tenant's SSO login page for this login: `loginUrl` with the authorization
 * request's parameters. Keeps the login under way in the cookie (a new state each time); answers a
 * path when the page is on this site (the development identity provider), else the full address.
 */
export function ssoLoginHref(loginUrl: string, pending: Omit<SsoPending, 'state'>, locale: Locale): string {
  const state = randomState();
  const value = encodeURIComponent(JSON.stringify({ ...pending, state } satisfies SsoPending));
  document.cookie = `${SSO_PENDING_COOKIE}=${value}; path=${SSO_CALLBACK_PATH}; max-age=${PENDING_MAX_AGE_S}; samesite=lax`;
  const origin = window.location.origin;
  const url = new URL(loginUrl, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', `mall:${pending.oneId}`);
  url.searchParams.set('redirect_uri', `${origin}${SSO_CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  url.searchParams.set('ui_locales', locale);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
}

function readPendingCookie(): SsoPending | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SSO_PENDING_COOKIE}=`));
  if (!entry) return null;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(SSO_PENDING_COOKIE.length + 1))) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { state, oneId, rePath, query } = value as Record<string, unknown>;
    if (typeof state !== 'string' || typeof oneId !== 'string') return null;
    return {
      state,
      oneId,
      rePath: typeof rePath === 'string' ? rePath : null,
      query: typeof query === 'string' ? query : null,
    };
  } catch {
    return null;
  }
}

/**
 * The login under way whose `state` came back, taken once (the cookie is removed whatever it held);
 * null when there is none or the state is not the one sent: a link someone else started.
 */
export function takeSsoPending(state: string | null): SsoPending | null {
  const pending = readPendingCookie();
  document.cookie = `${SSO_PENDING_COOKIE}=; path=${SSO_CALLBACK_PATH}; max-age=0; samesite=lax`;
  return pending && state && pending.state === state ? pending : null;
}

/** The login page a logout or an expired session leaves the site for, as `logoutTarget` decided it. */
export type LeavingTarget = Exclude<LogoutTarget, { kind: 'internal' }>;

/**
 * The address to leave for: an external target's own, or for an SSO tenant its login page with a
 * fresh authorization request in the user's language.
 */
export function leavingHref(target: LeavingTarget): string {
  if (target.kind === 'external') return target.href;
  const { loginUrl, oneId, rePath, query } = target;
  return ssoLoginHref(loginUrl, { oneId, rePath, query }, getAppStore().get(localeAtom));
}
