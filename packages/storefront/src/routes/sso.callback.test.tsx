import { API_PATHS } from '@mall/schemas';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../session/login.ts';
import { SSO_CALLBACK_PATH, ssoLoginHref, takeSsoPending } from '../session/sso-login.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

// The session a login starts (tokens, member, stored state) is login.ts's own test; here it is only watched.
vi.mock('../session/login.ts', () => ({ startSession: vi.fn() }));

const SSO_LOGIN = API_PATHS.enterpriseSsoLogin;

// `/sso/callback`: where Morning Star's identity provider (ent-sso-a) sends linchen back with a code
// (spec 01 section 4 priority 1). The exchange itself is the server's (src/api-tests/accounts/sso.test.ts there).

/** A code as the identity provider signs them: only its audience matters here. */
const codeFor = (oneId: string, id: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ aud: `mall:${oneId}`, jti: id })).replace(/=+$/, '')}.sig`;

/** Starts a login at the identity provider as logout or an expired session does; answers its state. */
function startSsoLogin(rePath: string | null = null, query: string | null = null): string {
  const href = ssoLoginHref('/dev/idp/ent-sso-a/authorize', { oneId: 'ent-sso-a', rePath, query }, 'zh-CN');
  return new URL(href, window.location.origin).searchParams.get('state') ?? '';
}

beforeEach(() => {
  vi.clearAllMocks();
  // The enterprise has no login page of its own to land on.
  fakeApi.answer(API_PATHS.loginPlatform('*'), null);
  window.history.replaceState(null, '', SSO_CALLBACK_PATH);
});

afterEach(() => {
  takeSsoPending(null);
  window.history.replaceState(null, '', '/');
});

describe('/sso/callback', () => {
  it('exchanges the code for the login of the enterprise it went to, then goes back to the page carried', async () => {
    fakeApi.answer(SSO_LOGIN, { accessToken: 'a', refreshToken: 'r', signKey: 'k' });
    vi.mocked(startSession).mockResolvedValue({ id: 'mbr-sso-lin', oneId: 'ent-sso-a', username: 'linchen' });
    const state = startSsoLogin('/goodsList', '{"keyword":"茶"}');
    const code = codeFor('ent-sso-a', 'one');

    const { router } = renderRoute(`/sso/callback?code=${code}&state=${state}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsList'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('茶');
    expect(fakeApi.sent(SSO_LOGIN, 'POST').map(({ body }) => body)).toEqual([{ code, oneId: 'ent-sso-a' }]);
    expect(startSession).toHaveBeenCalledWith({ accessToken: 'a', refreshToken: 'r', signKey: 'k' });
  });

  it("shows the server's refusal with a link to log in again at the enterprise's own page", async () => {
    fakeApi.fail(SSO_LOGIN, { code: 400, message: '单点登录凭证已使用过，请重新登录', status: 400 });
    const state = startSsoLogin();

    renderRoute(`/sso/callback?code=${codeFor('ent-sso-a', 'two')}&state=${state}`);

    const content = await findMain();
    expect(await content.findByRole('heading', { level: 1, name: '单点登录未完成' })).toBeInTheDocument();
    expect(content.getByRole('alert')).toHaveTextContent('单点登录凭证已使用过，请重新登录');
    const again = content.getByRole('link', { name: '重新登录' });
    expect(again.getAttribute('href')).toMatch(/^\/dev\/idp\/ent-sso-a\/authorize\?/);
    expect(startSession).not.toHaveBeenCalled();
  });

  it('does not exchange a code that comes back with a state this browser did not send', async () => {
    startSsoLogin();

    renderRoute(`/sso/callback?code=${codeFor('ent-sso-a', 'three')}&state=forged`);

    const content = await findMain();
    expect(await content.findByRole('alert')).toHaveTextContent('该登录链接已失效，请重新登录。');
    expect(fakeApi.sent(SSO_LOGIN)).toEqual([]);
    // The code says whose it was: logging in again starts at that enterprise's page.
    expect(content.getByRole('link', { name: '重新登录' }).getAttribute('href')).toMatch(
      /^\/dev\/idp\/ent-sso-a\/authorize\?/,
    );
  });

  it('says no code came back, and offers the mall’s login', async () => {
    renderRoute('/sso/callback?error=access_denied');

    const content = await findMain();
    expect(await content.findByRole('alert')).toHaveTextContent('没有收到登录凭证，请重新登录。');
    expect(content.getByRole('link', { name: '重新登录' })).toHaveAttribute('href', '/login');
  });
});
