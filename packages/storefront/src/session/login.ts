import type { TokenPair, UserInfo } from '@mall/schemas';
import { fetchUserInfo, postEnterpriseLogin, postLogin } from '../api/passport.ts';
import { storeBenefitFlags } from './benefit-flags.ts';
import { getAppStore } from '../state/store.ts';
import { accessTokenAtom, oneIdAtom, refreshTokenAtom, signKeyAtom, userInfoAtom } from '../state/session.ts';
import { encryptPassword } from '../api/encrypt-password.ts';

/** What the login form sends. */
export interface LoginInput {
  username: string;
  password: string;
  /** The image code as typed. */
  code: string;
  /** The enterprise of the login page, when known. */
  oneId?: string | null;
}

/** Logged in, or the server's message to show next to the form. */
export type LoginResult = { ok: true; user: UserInfo } | { ok: false; message: string };

/**
 * Logs in with password and image code: encrypts the password, stores the token pair, then loads
 * the member into `userInfoAtom` and `oneIdAtom`.
 */
export async function loginWithPassword(input: LoginInput): Promise<LoginResult> {
  const body = {
    username: input.username.trim(),
    password: await encryptPassword(input.password),
    code: input.code.trim(),
  };
  // A login page of an enterprise (or a link naming one) logs in its members only: enterpriseLogin.
  const outcome = input.oneId
    ? await postEnterpriseLogin({ ...body, oneId: input.oneId })
    : await postLogin(body);
  if (!outcome.ok) return { ok: false, message: outcome.message };
  return { ok: true, user: await startSession(outcome.result) };
}

/**
 * Starts the session a login answered (password, single sign-on): stores the token pair, then loads
 * the member into `userInfoAtom` and `oneIdAtom` and their benefit flags; answers the member.
 */
export async function startSession(tokens: TokenPair): Promise<UserInfo> {
  const user = await keepTokensAndLoadMember(tokens);
  // Stored before the page after login renders its navigation, which reads them.
  await storeBenefitFlags();
  return user;
}

/**
 * Stores the token pair a login answered, then loads the member into `userInfoAtom` and `oneIdAtom`;
 * answers the member. Every login's session starts here.
 */
export async function keepTokensAndLoadMember(tokens: TokenPair): Promise<UserInfo> {
  const store = getAppStore();
  store.set(accessTokenAtom, tokens.accessToken);
  store.set(refreshTokenAtom, tokens.refreshToken);
  store.set(signKeyAtom, tokens.signKey ?? null);
  const user = await fetchUserInfo();
  store.set(userInfoAtom, user);
  store.set(oneIdAtom, user.oneId);
  return user;
}
