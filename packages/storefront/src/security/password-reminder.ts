import type { UserInfo } from '@mall/schemas';
import { isOpenRoute } from '../session/open-routes.ts';

/** Which password the member must change before using the mall. */
export type PasswordReminderStep = 'login' | 'pay';

/**
 * The reminder a member sees (spec 03 section 4, "Password reminder"): the login password first
 * when updatePwd is '1', else the pay password when updatePayPwd is '1'; none for a guest. Shown on
 * the home page and every member route, never on the other open routes (login, sign-up, recovery,
 * terms) nor in an operator's preview (`isPreview=1`).
 */
export function passwordReminderStep(
  user: UserInfo | null,
  loggedIn: boolean,
  pathname: string,
  search: string,
): PasswordReminderStep | null {
  if (!user || !loggedIn) return null;
  if (new URLSearchParams(search).get('isPreview') === '1') return null;
  if (pathname !== '/' && isOpenRoute(pathname, search)) return null;
  if (user.updatePwd === '1') return 'login';
  if (user.updatePayPwd === '1') return 'pay';
  return null;
}
