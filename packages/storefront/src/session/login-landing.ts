import { fetchLoginPlatform } from '../api/passport.ts';
import { writeRenderCookie } from '../state/render-cookie.ts';
import { oneIdAtom } from '../state/session.ts';
import { getAppStore } from '../state/store.ts';
import { afterLoginPath } from './login-path.ts';
import { SESSION_KEYS, writeStored } from '../state/session-storage.ts';

/**
 * Asks the login platform of the member's enterprise (spec 01 section 7, `result.loginUrl`) and keeps
 * its login url; answers it, or `null` when the enterprise has none or the call fails (the member
 * then lands on the home page, as everyone else).
 */
export async function storeLoginUrl(): Promise<string | null> {
  const store = getAppStore();
  const oneId = store.get(oneIdAtom);
  const loginUrl = oneId ? ((await fetchLoginPlatform(oneId).catch(() => null))?.loginUrl ?? null) : null;
  writeStored(SESSION_KEYS.loginUrl, loginUrl);
  // The server renders the next pages' navigation by it (shell/tenant-nav.ts).
  writeRenderCookie(store);
  return loginUrl;
}

/**
 * Where a member goes once logged in: back to `rePath` with its query when the login page was given
 * one, else to the enterprise's login url (an enterprise whose home is its custom page: `/custom`),
 * else home.
 */
export async function landingAfterLogin(rePath: string | null, queryJson: string | null): Promise<string> {
  const loginUrl = await storeLoginUrl();
  if (rePath) return afterLoginPath(rePath, queryJson);
  return afterLoginPath(loginUrl, null);
}
