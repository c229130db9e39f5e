/** Routes a guest may open without an access token (spec 01 section 2.1), matched exactly. */
const OPEN_PATHS: readonly string[] = [
  '/',
  '/login',
  '/initialLogin',
  '/signUp',
  '/forgetPassword',
  '/resetPassword',
  '/ServiceTerms',
  '/privacyPolicy',
  '/userAgreement',
  '/friendlyTips',
  // The identity provider's way back: the login it completes is not there yet (single sign-on).
  '/sso/callback',
];

/**
 * Whether `pathname` (with its `search`) may be opened without an access token: the open list of
 * spec 01 section 2.1, `/login/{loginRouteName}`, any disposable-card path (case-insensitive; spec 03
 * section 1 opens every /disposablecard route: its pages tell a guest to log in with the card), and
 * any route whose query has `isPreview=1`.
 */
export function isOpenRoute(pathname: string, search = ''): boolean {
  if (new URLSearchParams(search).get('isPreview') === '1') return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (OPEN_PATHS.includes(path)) return true;
  if (/^\/login\/[^/]+$/.test(path)) return true;
  return /^\/disposablecard(\/|$)/i.test(path);
}
