// A demo member logged in through the real API, as the bench, Lighthouse and the page trace need one:
// every page but / asks for a token (spec 01 section 2.1), and a member's second page load finds the
// tokens in localStorage and the login's popups already shown.
import { randomUUID } from 'node:crypto';
import { readPasswordKey } from '../packages/server/src/services/password-cipher.ts';
import { encryptPassword } from '../packages/server/src/testing/encrypt-password.ts';
import { popupLoginMarker } from '../packages/storefront/src/shell/popup-login-marker.ts';
import members from '../fixtures/seed/members.json' with { type: 'json' };

/** The first demo member of fixtures/seed/members.json. */
export const DEMO_MEMBER = 'zhangwei';

async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const answer = (await (await fetch(`${base}${path}`, init)).json()) as {
    success: boolean;
    message: string;
    result: T;
  };
  if (!answer.success) throw new Error(`${init.method ?? 'GET'} ${path} was refused: ${answer.message}`);
  return answer.result;
}

/**
 * Logs `username` in on the server at `base` (picture code from the development outbox), puts one of
 * each of `cartSkus` in their cart, and answers the localStorage entries the storefront keeps for that
 * member as its own login does, their login's popups marked as shown (spec 01 section 3: popups come once per login).
 */
export async function logInDemoMember(
  base: string,
  { username = DEMO_MEMBER, cartSkus = [] }: { username?: string; cartSkus?: readonly string[] } = {},
): Promise<Record<string, string>> {
  const member = members.find((m) => m.username === username);
  if (!member) throw new Error(`no demo member ${username}`);
  const uuid = randomUUID();
  await fetch(`${base}/common/common/verify/code/getImageCode`, { headers: { uuid } });
  const outbox = await api<{ body: string }[]>(base, `/dev/outbox?to=${uuid}&kind=image-code`);
  const { accessToken, refreshToken } = await api<{ accessToken: string; refreshToken: string }>(
    base,
    '/buyer/passport/member/userLogin',
    {
      method: 'POST',
      headers: { uuid, clientType: 'PC', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: member.username,
        password: encryptPassword(member.password, readPasswordKey()),
        code: outbox[0]?.body ?? '',
      }),
    },
  );
  const user = await api<{ id: string; oneId: string; loginDate?: string }>(
    base,
    '/buyer/passport/member/getUserInfo',
    {
      headers: { uuid, accessToken },
    },
  );
  for (const skuId of cartSkus) {
    await api(base, '/buyer/trade/carts', {
      method: 'POST',
      headers: { uuid, accessToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ skuId, num: 1 }),
    });
  }
  // What the storefront's own login keeps (src/session/login.ts), the enterprise's oneId included.
  return {
    uuid,
    accessToken,
    refreshToken,
    userInfo: JSON.stringify(user),
    oneId: user.oneId,
    popped: popupLoginMarker(user),
  };
}
