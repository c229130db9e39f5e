import type { UserInfo } from '@mall/schemas';

/**
 * The stored `popped` value of one login of one member (spec 01 section 3): popups come once per
 * login, so a new login (a new `loginDate`) pops again and a reload does not.
 */
export function popupLoginMarker(user: Pick<UserInfo, 'id' | 'loginDate'>): string {
  return `${user.id}|${user.loginDate ?? ''}`;
}
