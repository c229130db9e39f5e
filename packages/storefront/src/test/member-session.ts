import type { UserInfo } from '@mall/schemas';
import { accessTokenAtom, oneIdAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';

/**
 * The stored member of a route test. Account pages (the member centre under /home) need a known
 * username besides the access token (spec 01 section 4), as a real login leaves them.
 */
export const TEST_MEMBER: UserInfo = { id: 'mbr-test', oneId: 'ent-acme', username: 'member01' };

/** The access token {@link logInMember} stores. */
export const TEST_ACCESS_TOKEN = 'member-token';

/** Stores {@link TEST_MEMBER}, with `overrides`, as the logged-in member in the app's store. */
export function storeMember(overrides: Partial<UserInfo> = {}): UserInfo {
  const member = { ...TEST_MEMBER, ...overrides };
  appStore.set(userInfoAtom, member);
  return member;
}

/**
 * Leaves the app's store as a login of {@link TEST_MEMBER} (with `overrides`) does: its access
 * token, the member, and the member's enterprise.
 */
export function logInMember(overrides: Partial<UserInfo> = {}): UserInfo {
  appStore.set(accessTokenAtom, TEST_ACCESS_TOKEN);
  const member = storeMember(overrides);
  appStore.set(oneIdAtom, member.oneId);
  return member;
}
