import { atomWithStorage } from 'jotai/utils';
import type { UserInfo } from '@mall/schemas';
import { plainStringStorage } from './plain-string-storage.ts';

const anyText = (stored: string) => (stored === '' ? undefined : stored);

/** The member's access token (localStorage `accessToken`); `null` for a guest. Defaults to `null`. */
export const accessTokenAtom = atomWithStorage<string | null>(
  'accessToken',
  null,
  plainStringStorage<string | null>(anyText),
  { getOnInit: true },
);

/** The member's enterprise id (localStorage `oneId`). Defaults to `null`. */
export const oneIdAtom = atomWithStorage<string | null>(
  'oneId',
  null,
  plainStringStorage<string | null>(anyText),
  {
    getOnInit: true,
  },
);

/** Id of the page the home route showed (localStorage `pageId`). Defaults to `null`. */
export const pageIdAtom = atomWithStorage<string | null>(
  'pageId',
  null,
  plainStringStorage<string | null>(anyText),
  {
    getOnInit: true,
  },
);

/** Id of the English version of that page (localStorage `pageIdEn`). Defaults to `null`. */
export const pageIdEnAtom = atomWithStorage<string | null>(
  'pageIdEn',
  null,
  plainStringStorage<string | null>(anyText),
  { getOnInit: true },
);

/** The member's refresh token (localStorage `refreshToken`); each works once. Defaults to `null`. */
export const refreshTokenAtom = atomWithStorage<string | null>(
  'refreshToken',
  null,
  plainStringStorage<string | null>(anyText),
  { getOnInit: true },
);

/**
 * The key the member's login signs requests with (localStorage `signKey`; spec 01 section 7's
 * replay-protection headers, `api/request.ts`); `null` when the login answered none. Defaults to `null`.
 */
export const signKeyAtom = atomWithStorage<string | null>(
  'signKey',
  null,
  plainStringStorage<string | null>(anyText),
  { getOnInit: true },
);

/** The logged-in member as getUserInfo answered (localStorage `userInfo`, JSON); `null` for a guest. */
export const userInfoAtom = atomWithStorage<UserInfo | null>('userInfo', null, undefined, {
  getOnInit: true,
});
