import type { UIMatch } from 'react-router';
import type { UserInfo } from '@mall/schemas';

/**
 * The `handle` of a route whose pages are the member's account (the member centre under /home): they
 * also need a known username (spec 01 section 4), not only an access token.
 */
export const ACCOUNT_ROUTE_HANDLE = { accountPage: true } as const;

/** Whether one of the matched routes is an account page ({@link ACCOUNT_ROUTE_HANDLE}). */
export function isAccountPage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => match.handle === ACCOUNT_ROUTE_HANDLE);
}

/** Whether the stored member names who they are: a username that is not blank. */
export function hasKnownUsername(userInfo: UserInfo | null): boolean {
  return Boolean(userInfo?.username?.trim());
}
