import { SSO_TENANT_LOGIN_URLS } from './sso-tenants.ts';

/** What decides where a member goes after logout or session expiry (local storage values). */
export interface LogoutState {
  oneId: string | null;
  /** `HSHSC`, `DZPT` or `YCXK`. */
  platform: string;
  originalUrl: string | null;
  loginRouteName: string | null;
  pageId: string | null;
  disposableCardPageId: string | null;
  /** The route to come back to after the next login, if any. */
  rePath?: string | null;
  /** JSON text of the query to restore after the next login, if any. */
  query?: string | null;
}

/**
 * Where to go: an external URL (full page load), a storefront path, or the SSO tenant's login page
 * (`loginUrl`, which `leavingHref` of sso-login.ts turns into a fresh authorization request,
 * coming back to `rePath` with its `query` when given).
 */
export type LogoutTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; path: string }
  | { kind: 'sso'; loginUrl: string; oneId: string; rePath: string | null; query: string | null };

/**
 * The redirect of logout and session expiry, in the priority order of spec 01 section 4:
 * (1) SSO tenants -> their SSO page; (2) YCXK -> originalUrl, else the disposable-card login by
 * route name, else by page id; (3) originalUrl; (4) /login/{loginRouteName}; (5) /login with
 * oneId and pageId (plus rePath and query when given).
 */
export function logoutTarget(state: LogoutState): LogoutTarget {
  const sso = state.oneId ? SSO_TENANT_LOGIN_URLS[state.oneId] : undefined;
  if (sso && state.oneId)
    return {
      kind: 'sso',
      loginUrl: sso,
      oneId: state.oneId,
      rePath: state.rePath ?? null,
      query: state.query ?? null,
    };

  if (state.platform === 'YCXK') {
    if (state.originalUrl) return toTarget(state.originalUrl);
    if (state.loginRouteName)
      return { kind: 'internal', path: `/disposableCard/login/${encodeURIComponent(state.loginRouteName)}` };
    const pageId = state.disposableCardPageId || state.pageId || '';
    return { kind: 'internal', path: `/disposableCard/login?${new URLSearchParams({ pageId }).toString()}` };
  }

  if (state.originalUrl) return toTarget(state.originalUrl);
  if (state.loginRouteName)
    return { kind: 'internal', path: `/login/${encodeURIComponent(state.loginRouteName)}` };

  const params = new URLSearchParams({ oneId: state.oneId ?? '', pageId: state.pageId ?? '' });
  if (state.rePath) params.set('rePath', state.rePath);
  if (state.query) params.set('query', state.query);
  return { kind: 'internal', path: `/login?${params.toString()}` };
}

function toTarget(url: string): LogoutTarget {
  return /^https?:\/\//i.test(url) ? { kind: 'external', href: url } : { kind: 'internal', path: url };
}
