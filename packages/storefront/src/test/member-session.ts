import type { UserInfo } from '@mall/schemas';
import { userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';

/**
 * The stored member of a route test. Account pages (the member centre under /home) need a known
 * username besides the access token (spec 01 section 4), as a real login leaves them.
 */
export const TEST_MEMBER: UserInfo = { id: 'mbr-test', oneId: 'ent-acme', username: 'member01' };

/** Stores {@link TEST_MEMBER}, with `overrides`, as the logged-in member in the app's store. */
export function storeMember(overrides: Partial<UserInfo> = {}): UserInfo {
  const member = { ...TEST_MEMBER, ...overrides };
  appStore.set(userInfoAtom, member);
  return member;
}
