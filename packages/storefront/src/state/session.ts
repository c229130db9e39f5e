import { atomWithStorage } from 'jotai/utils';
import type { UserInfo } from '@mall/schemas';
import { plainStringStorage } from './plain-string-storage.ts';

const anyText = (stored: string) => (stored === '' ? undefined : stored);

/**
 * A text of the session kept in localStorage under `key` as it is (not JSON), read on start so the
 * first render already has it; an empty text counts as none. Defaults to `null`.
 */
function storedTextAtom(key: string) {
  return atomWithStorage<string | null>(key, null, plainStringStorage<string | null>(anyText), {
    getOnInit: true,
  });
}

/** The member's access token (localStorage `accessToken`); `null` for a guest. Defaults to `null`. */
export const accessTokenAtom = storedTextAtom('accessToken');

/** The member's enterprise id (localStorage `oneId`). Defaults to `null`. */
export const oneIdAtom = storedTextAtom('oneId');

/** Id of the page the home route showed (localStorage `pageId`). Defaults to `null`. */
export const pageIdAtom = storedTextAtom('pageId');

/** Id of the English version of that page (localStorage `pageIdEn`). Defaults to `null`. */
export const pageIdEnAtom = storedTextAtom('pageIdEn');

/** The member's refresh token (localStorage `refreshToken`); each works once. Defaults to `null`. */
export const refreshTokenAtom = storedTextAtom('refreshToken');

/**
 * The key the member's login signs requests with (localStorage `signKey`; spec 01 section 7's
 * replay-protection headers, `api/request.ts`); `null` when the login answered none. Defaults to `null`.
 */
export const signKeyAtom = storedTextAtom('signKey');

/** The logged-in member as getUserInfo answered (localStorage `userInfo`, JSON); `null` for a guest. */
export const userInfoAtom = atomWithStorage<UserInfo | null>('userInfo', null, undefined, {
  getOnInit: true,
});
