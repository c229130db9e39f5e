import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Passport from '../api/passport.ts';
import { RequestError } from '../api/request.ts';
import { postEnterpriseSsoLogin } from '../api/sso.ts';
import { startSession } from '../session/login.ts';
import { SSO_CALLBACK_PATH, ssoLoginHref, takeSsoPending } from '../session/sso-login.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.mock('../api/sso.ts', () => ({ postEnterpriseSsoLogin: vi.fn() }));
vi.mock('../session/login.ts', () => ({ startSession: vi.fn() }));
vi.mock('../api/passport.ts', async (original) => ({
  ...(await original<typeof Passport>()),
  fetchLoginPlatform: vi.fn(async () => null),
}));

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
  window.history.replaceState(null, '', SSO_CALLBACK_PATH);
});

afterEach(() => {
  takeSsoPending(null);
  window.history.replaceState(null, '', '/');
});

describe('/sso/callback', () => {
  it('exchanges the code for the login of the enterprise it went to, then goes back to the page carried', async () => {
    vi.mocked(postEnterpriseSsoLogin).mockResolvedValue({
      accessToken: 'a',
      refreshToken: 'r',
      signKey: 'k',
    });
    vi.mocked(startSession).mockResolvedValue({ id: 'mbr-sso-lin', oneId: 'ent-sso-a', username: 'linchen' });
    const state = startSsoLogin('/goodsList', '{"keyword":"茶"}');
    const code = codeFor('ent-sso-a', 'one');

    const { router } = renderRoute(`/sso/callback?code=${code}&state=${state}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsList'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('茶');
    expect(postEnterpriseSsoLogin).toHaveBeenCalledExactlyOnceWith({ code, oneId: 'ent-sso-a' });
    expect(startSession).toHaveBeenCalledWith({ accessToken: 'a', refreshToken: 'r', signKey: 'k' });
  });

  it("shows the server's refusal with a link to log in again at the enterprise's own page", async () => {
    vi.mocked(postEnterpriseSsoLogin).mockRejectedValue(
      new RequestError('单点登录凭证已使用过，请重新登录', 'server', false, 400, 400),
    );
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
    expect(postEnterpriseSsoLogin).not.toHaveBeenCalled();
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
