import type { UserInfo } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { fetchUserInfo } from '../api/passport.ts';
import { userInfoAtom } from '../state/session.ts';

/**
 * Reads the logged-in member afresh into the stored `userInfo` after a change the server has
 * recorded, so the password reminder and the pages see the must-change flags at '0'. Should the
 * read fail (the request layer has shown why), `recorded` is applied to what is stored: the server
 * answered the change, so that much is known.
 */
export function useRefreshUserInfo(): (recorded: Partial<UserInfo>) => Promise<void> {
  const setUserInfo = useSetAtom(userInfoAtom);
  return useCallback(
    async (recorded) => {
      try {
        setUserInfo(await fetchUserInfo());
      } catch {
        setUserInfo((stored) => (stored ? { ...stored, ...recorded } : stored));
      }
    },
    [setUserInfo],
  );
}
