import type { PlatformCode } from '@mall/runtime';
import type { TokenPair, UserInfo } from '@mall/schemas';
import { keepTokensAndLoadMember } from '../session/login.ts';
import { platformAtom } from '../state/platform.ts';
import { getAppStore } from '../state/store.ts';

/**
 * Keeps the token pair a card login, disposable-card login or sign-up answered, then loads the
 * member into `userInfoAtom` and `oneIdAtom`, as the password login does. `platform`, when given, is
 * set before the token: what renders on the token reads from it which kind of session this is (a
 * disposable card's, YCXK, asks none of an employee's endpoints).
 */
export async function startSession(tokens: TokenPair, platform?: PlatformCode): Promise<UserInfo> {
  if (platform) getAppStore().set(platformAtom, platform);
  return keepTokensAndLoadMember(tokens);
}
