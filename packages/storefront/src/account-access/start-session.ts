import type { TokenPair, UserInfo } from '@mall/schemas';
import { fetchUserInfo } from '../api/passport.ts';
import { accessTokenAtom, oneIdAtom, refreshTokenAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';

/**
 * Keeps the token pair a card login, disposable-card login or sign-up answered, then loads the
 * member into `userInfoAtom` and `oneIdAtom`, as the password login does.
 */
export async function startSession(tokens: TokenPair): Promise<UserInfo> {
  appStore.set(accessTokenAtom, tokens.accessToken);
  appStore.set(refreshTokenAtom, tokens.refreshToken);
  const user = await fetchUserInfo();
  appStore.set(userInfoAtom, user);
  appStore.set(oneIdAtom, user.oneId);
  return user;
}
