import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_PATHS,
  type MemberCard,
  type SsoLoginUrl,
  type SsoSettings,
  type SsoUser,
  type TokenPair,
  type UserInfo,
} from '@mall/schemas';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../services/password-hash.ts';
import { loadTokenSecret } from '../../services/token-secret.ts';
import {
  signSsoCode,
  SSO_CODE_SECONDS,
  SSO_ISSUER,
  SSO_MESSAGES,
  ssoClientId,
  ssoClientKey,
} from '../../services/sso.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { deviceWithImageCode } from '../../testing/login-as.ts';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// Single sign-on (issue 25 item 2; spec 01 section 4 priority 1, spec 03 section 7's login calls)
// against the real app. Morning Star (ent-sso-a) logs in through the development identity provider
// (`tenants.ssoLoginUrls` of config/client.json); linchen (Star@2026) is its member. The provider
// sends a signed code back to the storefront's /sso/callback, which exchanges it once.

const api = setUpTestApp();

const LINCHEN = { username: 'linchen', password: 'Star@2026' };
const IDP = API_PATHS.devIdpAuthorize('ent-sso-a');
const CALLBACK = '/sso/callback';
const HAN = /\p{Script=Han}/u;

let secret: Uint8Array;
beforeAll(async () => {
  secret = await loadTokenSecret(api.db);
});

/** Logs in at the identity provider's form as a browser does; answers the response. */
function postIdpForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST',
    url: IDP,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A code of the identity provider for linchen (or another), through its login form. */
async function codeFromIdp(
  member: { username: string; password: string } = LINCHEN,
  state = 'state-1',
): Promise<string> {
  const response = await postIdpForm({ ...member, redirect_uri: CALLBACK, state });
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location), 'http://mall.test');
  expect(location.pathname).toBe(CALLBACK);
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code') ?? '';
}

const exchange = (body: object, headers: Record<string, string> = {}) =>
  api.post<TokenPair>(API_PATHS.enterpriseSsoLogin, body, { headers });

describe('where an SSO tenant logs in', () => {
  it("answers a tenant's login url (the development identity provider) to a guest", async () => {
    const { status, body } = await api.get<SsoLoginUrl>(API_PATHS.ssoLoginUrl('ent-sso-a'));

    expect(status).toBe(200);
    expect(body.result).toEqual({ oneId: 'ent-sso-a', loginUrl: IDP });
  });

  it('refuses an enterprise without single sign-on, an unknown one and one the mall has no row for', async () => {
    for (const oneId of ['ent-acme', 'nobody', 'ent-sso-b']) {
      const zh = await api.get<null>(API_PATHS.ssoLoginUrl(oneId));
      const en = await api.get<null>(API_PATHS.ssoLoginUrl(oneId), { headers: { locale: 'en-US' } });

      expect(zh.status, oneId).toBe(404);
      expect(zh.body).toMatchObject({ success: false, message: SSO_MESSAGES.notEnabled });
      expect(en.body.message).toBe('This enterprise does not use single sign-on');
    }
  });

  it("answers a tenant's authorization-server settings (getAs), nothing secret, and null for others", async () => {
    const { body } = await api.post<SsoSettings>(
      API_PATHS.ssoSettings,
      { oneId: 'ent-sso-a' },
      { headers: { locale: 'en-US' } },
    );
    expect(body.result).toEqual({
      oneId: 'ent-sso-a',
      enterpriseName: 'Morning Star Group',
      loginUrl: IDP,
      issuer: SSO_ISSUER,
      clientId: 'mall:ent-sso-a',
      responseType: 'code',
      callbackPath: CALLBACK,
      codeLifetimeSeconds: 60,
    });

    const acme = await api.post<null>(API_PATHS.ssoSettings, { oneId: 'ent-acme' });
    expect(acme.body).toMatchObject({ success: true, result: null });

    const bad = await api.post<null>(API_PATHS.ssoSettings, { oneId: '' });
    expect(bad.status).toBe(400);
  });
});

describe('the development identity provider', () => {
  it('shows its login form in the language asked for, the state carried along', async () => {
    const query = (locale?: string) =>
      `${IDP}?${new URLSearchParams({
        redirect_uri: `http://localhost:80${CALLBACK}`,
        state: '"><script>x()</script>',
        ...(locale ? { ui_locales: locale } : {}),
      })}`;

    const zh = await api.app.inject({ url: query(), headers: { host: 'localhost:80' } });
    const en = await api.app.inject({ url: query('en-US'), headers: { host: 'localhost:80' } });

    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toMatch(/^text\/html/);
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain('晨星集团 统一身份认证');
    expect(zh.body).toMatch(/<label for="username">用户名<\/label>/);
    expect(zh.body).toMatch(/<label for="password">密码<\/label>/);
    expect(zh.body).not.toContain('<script>');
    expect(zh.body).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');

    expect(en.body).toContain('<html lang="en-US">');
    expect(en.body).toContain('Morning Star Group single sign-on');
    expect(en.body).toContain('>User name</label>');
    expect(en.body).toContain('>Log in</button>');
    expect(en.body.replace('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"', '')).not.toMatch(HAN);
  });

  it('takes the language of the browser when the link does not say', async () => {
    const response = await api.app.inject({
      url: `${IDP}?redirect_uri=${encodeURIComponent(CALLBACK)}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.body).toContain('Morning Star Group single sign-on');
  });

  it('sends the code only back to the storefront of this server', async () => {
    for (const redirect of [
      'https://evil.example.com/sso/callback',
      '//evil.example.com/sso/callback',
      '/somewhere-else',
      `${CALLBACK}?next=https://evil.example.com`,
      'javascript:alert(1)',
    ]) {
      const page = await api.app.inject({
        url: `${IDP}?${new URLSearchParams({ redirect_uri: redirect })}`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode, redirect).toBe(400);
      expect(page.body, redirect).toContain('回调地址无效');
      expect(page.body).not.toContain('<form');

      const login = await postIdpForm({ ...LINCHEN, redirect_uri: redirect });
      expect(login.statusCode, redirect).toBe(400);
      expect(login.headers.location).toBeUndefined();
    }
    // A caller that does not ask for a page gets the failure envelope.
    const json = await api.get<null>(
      `${IDP}?redirect_uri=${encodeURIComponent('https://evil.example.com/')}`,
      {
        headers: { locale: 'en-US' },
      },
    );
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(
      'The return address is not valid. Please start again from the benefits mall',
    );
  });

  it('has no page for an enterprise without single sign-on', async () => {
    const page = await api.app.inject({
      url: `${API_PATHS.devIdpAuthorize('ent-acme')}?redirect_uri=${CALLBACK}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(SSO_MESSAGES.notEnabled);
  });

  it('refuses a wrong password, an unknown name and a member of another enterprise, showing the form again', async () => {
    const before = await countAllRows(api.db);
    for (const [username, password] of [
      ['linchen', 'Wrong@2026'],
      ['nobody', 'Star@2026'],
      ['zhangwei', 'Acme@2026'],
    ] as const) {
      const response = await postIdpForm(
        { username, password, redirect_uri: CALLBACK, state: 's', ui_locales: 'en-US' },
        {},
      );
      expect(response.statusCode, username).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('<p role="alert">Incorrect username or password</p>');
      expect(response.body).toContain(`value="${username}"`);
      expect(response.body).toContain('<input type="hidden" name="state" value="s">');
    }
    expect(await countAllRows(api.db)).toEqual(before);
    // linchen's wrong password counted toward his login lock, as at the mall's own login.
    const [lock] = await api.db.query<{ failures: number }>(
      'SELECT login_failures AS failures FROM members WHERE username = $1',
      ['linchen'],
    );
    expect(lock?.failures).toBe(1);
  });

  it('sends a short-lived code for the tenant back to the callback, with the state', async () => {
    const code = await codeFromIdp(LINCHEN, 'abc');
    const claims = decodeJwt(code);

    expect(claims).toMatchObject({ iss: SSO_ISSUER, aud: 'mall:ent-sso-a', sub: 'linchen' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(SSO_CODE_SECONDS);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not there in production', async () => {
    const production = api.buildAnotherApp({ production: true });
    try {
      const response = await production.inject({ url: `${IDP}?redirect_uri=${CALLBACK}` });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('exchanging the code (enterpriseSsoLogin)', () => {
  it("answers the password login's answer: a session of the member the code names", async () => {
    const code = await codeFromIdp();

    const { status, body } = await exchange({ code, oneId: 'ent-sso-a' });

    expect(status).toBe(200);
    expect(Object.keys(body.result).sort()).toEqual(['accessToken', 'refreshToken', 'signKey']);
    const me = await api.get<UserInfo>(API_PATHS.userInfo, { accessToken: body.result.accessToken });
    expect(me.body.result).toMatchObject({ username: 'linchen', oneId: 'ent-sso-a', nickName: '林晨' });
    const [row] = await api.db.query<{ loginAt: Date }>(
      'SELECT login_at AS "loginAt" FROM members WHERE username = $1',
      ['linchen'],
    );
    expect(row?.loginAt).toEqual(api.clock);
  });

  it('takes a form body, without the enterprise, as the storefront may send it', async () => {
    const code = await codeFromIdp();
    const { status } = await api.call<TokenPair>('POST', API_PATHS.enterpriseSsoLogin, { form: { code } });
    expect(status).toBe(200);
  });

  it('takes a code once: the second exchange is refused in the caller’s language', async () => {
    const code = await codeFromIdp();
    expect((await exchange({ code })).status).toBe(200);
    const before = await countAllRows(api.db);

    const zh = await exchange({ code });
    const en = await exchange({ code }, { locale: 'en-US' });

    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ success: false, message: SSO_MESSAGES.used, result: null });
    expect(en.body.message).toBe('The single sign-on code has already been used. Please log in again');
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('lets one of several exchanges of one code at once log in', async () => {
    const code = await codeFromIdp();
    const before = await countAllRows(api.db);

    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange({ code })));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === SSO_MESSAGES.used)).toHaveLength(5);
    const after = await countAllRows(api.db);
    expect(after.refresh_tokens).toBe((before.refresh_tokens ?? 0) + 1);
    expect(after.sso_used_codes).toBe((before.sso_used_codes ?? 0) + 1);
  });

  it('refuses a code past its minute', async () => {
    const code = await codeFromIdp();
    api.advanceClock(SSO_CODE_SECONDS + 10);

    const { status, body } = await exchange({ code });

    expect(status).toBe(400);
    expect(body.message).toBe(SSO_MESSAGES.expired);
  });

  it('refuses forged codes: another key, a changed claim, no signature, a long life, garbage', async () => {
    const now = Math.floor(api.clock.getTime() / 1000);
    const claims = { sub: 'linchen', jti: randomUUID() };
    const signed = (key: Uint8Array, change: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
      change(
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(SSO_ISSUER)
          .setAudience(ssoClientId('ent-sso-a'))
          .setIssuedAt(now)
          .setExpirationTime(now + SSO_CODE_SECONDS),
      ).sign(key);
    const good = await signed(ssoClientKey(secret, 'ent-sso-a'));
    const [header, payload, signature] = good.split('.');
    const changedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(good), sub: 'zhangwei' })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    const forged = [
      await signed(randomBytes(32)),
      await signed(ssoClientKey(secret, 'ent-acme')),
      await signed(secret),
      `${header}.${changedPayload}.${signature}`,
      unsigned,
      await signed(ssoClientKey(secret, 'ent-sso-a'), (jwt) => jwt.setExpirationTime(now + 3600)),
      await signed(ssoClientKey(secret, 'ent-sso-a'), (jwt) => jwt.setIssuer('someone-else')),
      'not-a-code',
    ];
    const before = await countAllRows(api.db);
    for (const code of forged) {
      const { status, body } = await exchange({ code });
      expect({ code, status, message: body.message }).toEqual({
        code,
        status: 400,
        message: SSO_MESSAGES.invalid,
      });
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a code for another enterprise than the storefront expects, and one of a tenant without SSO', async () => {
    const code = await codeFromIdp();
    const wrong = await exchange({ code, oneId: 'ent-acme' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SSO_MESSAGES.wrongTenant);
    // Not spent by the refusal: the right enterprise may still use it.
    expect((await exchange({ code, oneId: 'ent-sso-a' })).status).toBe(200);

    // Acme has no identity provider: a code for it, even signed as one would be, is not a code.
    const acme = await signSsoCode({ oneId: 'ent-acme', username: 'zhangwei' }, secret, api.clock);
    expect((await exchange({ code: acme })).body.message).toBe(SSO_MESSAGES.invalid);
  });

  it('refuses a code naming someone who is not a member of the tenant, writing nothing', async () => {
    const before = await countAllRows(api.db);
    for (const username of ['zhangwei', 'nobody']) {
      const code = await signSsoCode({ oneId: 'ent-sso-a', username }, secret, api.clock);
      const { status, body } = await exchange({ code }, { locale: 'en-US' });
      expect(status, username).toBe(400);
      expect(body.message).toBe('This enterprise has no such account. Please ask your administrator');
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a body without a code or with fields it does not know', async () => {
    expect((await exchange({})).status).toBe(400);
    expect((await exchange({ code: 'x', extra: 1 })).status).toBe(400);
    expect((await exchange({ code: 'x'.repeat(5000) })).status).toBe(400);
  });
});

describe('reading an identity provider token (getUserByToken, getCardByToken)', () => {
  it('answers the member a token names, in the caller’s language, without spending it', async () => {
    const token = await codeFromIdp();

    const en = await api.post<SsoUser>(API_PATHS.ssoUserByToken, { token }, { headers: { locale: 'en-US' } });
    const zh = await api.post<SsoUser>(API_PATHS.ssoUserByToken, { token, oneId: 'ent-sso-a' });

    expect(en.body.result).toEqual({
      oneId: 'ent-sso-a',
      enterpriseName: 'Morning Star Group',
      username: 'linchen',
      nickName: '林晨',
    });
    expect(zh.body.result.enterpriseName).toBe('晨星集团');
    expect((await exchange({ code: token })).status).toBe(200);
    // Spent now: the token names nobody any more.
    const spent = await api.post<null>(API_PATHS.ssoUserByToken, { token });
    expect(spent.body.message).toBe(SSO_MESSAGES.used);
    const spentCards = await api.post<null>(API_PATHS.ssoCardByToken, { token });
    expect(spentCards.body.message).toBe(SSO_MESSAGES.used);
  });

  it('answers the welfare cards of the member a token names', async () => {
    const token = await codeFromIdp();
    expect((await api.post<MemberCard[]>(API_PATHS.ssoCardByToken, { token })).body.result).toEqual([]);

    await api.db.query(
      `INSERT INTO welfare_cards (card_no, one_id, card_name, password_hash, member_id, bound_at)
       VALUES ('6288000000000109', 'ent-sso-a', '晨星节日卡', $1, 'mbr-sso-lin', $2)`,
      [await hashPassword('123456'), api.clock],
    );
    try {
      const { body } = await api.post<MemberCard[]>(API_PATHS.ssoCardByToken, { token });
      expect(body.result).toEqual([
        expect.objectContaining({ cardNo: '6288000000000109', cardName: '晨星节日卡', status: 'ACTIVE' }),
      ]);
    } finally {
      await api.db.query(`DELETE FROM welfare_cards WHERE card_no = '6288000000000109'`);
    }
  });

  it('refuses a forged, expired, other-enterprise or nobody’s token', async () => {
    const token = await codeFromIdp();
    const wrongTenant = await api.post<null>(API_PATHS.ssoUserByToken, { token, oneId: 'ent-acme' });
    expect(wrongTenant.body.message).toBe(SSO_MESSAGES.wrongTenant);

    const forged = await api.post<null>(API_PATHS.ssoCardByToken, { token: `${token}x` });
    expect(forged.body.message).toBe(SSO_MESSAGES.invalid);

    const nobody = await signSsoCode({ oneId: 'ent-sso-a', username: 'nobody' }, secret, api.clock);
    expect((await api.post<null>(API_PATHS.ssoUserByToken, { token: nobody })).body.message).toBe(
      SSO_MESSAGES.unknownUser,
    );

    api.advanceClock(120);
    const expired = await api.post<null>(API_PATHS.ssoUserByToken, { token });
    expect(expired).toMatchObject({ status: 400, body: { message: SSO_MESSAGES.expired } });

    expect((await api.post<null>(API_PATHS.ssoUserByToken, {})).status).toBe(400);
  });
});

describe('the enterprise login (enterpriseLogin)', () => {
  const enterpriseLogin = async (username: string, password: string, oneId?: string) => {
    const { uuid, code } = await deviceWithImageCode(api.app);
    return api.post<TokenPair>(
      API_PATHS.enterpriseLogin,
      { username, password: encryptPassword(password, readPasswordKey()), code, ...(oneId ? { oneId } : {}) },
      { headers: { uuid } },
    );
  };

  it("logs in a member of the enterprise its login page names, with the password login's answer", async () => {
    const { status, body } = await enterpriseLogin('zhangwei', 'Acme@2026', 'ent-acme');
    expect(status).toBe(200);
    expect(Object.keys(body.result).sort()).toEqual(['accessToken', 'refreshToken', 'signKey']);

    const sso = await enterpriseLogin('linchen', 'Star@2026', 'ent-sso-a');
    expect(sso.status).toBe(200);
  });

  it('refuses a member of another enterprise as it refuses a wrong password, and a body without the enterprise', async () => {
    const other = await enterpriseLogin('zhangwei', 'Acme@2026', 'ent-sso-a');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('账号或密码错误');

    const none = await enterpriseLogin('zhangwei', 'Acme@2026');
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^请求参数错误/);
  });
});
