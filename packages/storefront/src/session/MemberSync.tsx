import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { fetchUserInfo } from '../api/passport.ts';
import { storeBenefitFlags } from './benefit-flags.ts';
import { accessTokenAtom, oneIdAtom, userInfoAtom } from '../state/session.ts';
import { employeeSessionAtom } from '../state/session-kind.ts';

/**
 * Reads the logged-in member afresh once per page load and after each new login, so what the
 * shell shows from the stored `userInfo` (points in the dealer strip, the forced-change flags) is
 * not a copy from the day of login. A token refresh is the same login and asks nothing. Renders
 * nothing; a refused token goes the request layer's way.
 */
export function MemberSync() {
  const loggedIn = Boolean(useAtomValue(accessTokenAtom));
  const employee = useAtomValue(employeeSessionAtom);
  const setUserInfo = useSetAtom(userInfoAtom);
  const setOneId = useSetAtom(oneIdAtom);
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    // The year/quarter choice windows open and close: asked afresh with the member.
    if (employee) void storeBenefitFlags();
    fetchUserInfo().then(
      (member) => {
        if (!current) return;
        // Unchanged (the usual case, and always right after the server rendered the page with it):
        // the same object stays, and nothing that shows the member renders again.
        setUserInfo((stored) => (JSON.stringify(stored) === JSON.stringify(member) ? stored : member));
        setOneId(member.oneId);
      },
      // The request layer has handled it (login prompt, message); the stored member stays.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loggedIn, employee, setUserInfo, setOneId]);
  return null;
}
