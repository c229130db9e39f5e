import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_PATHS,
  type EnterpriseLoginPage,
  type ImageCode,
  type TokenPair,
  type UserInfo,
} from '@mall/schemas';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { refreshTokenId } from '../../services/tokens.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { DEMO_MEMBERS, deviceWithImageCode, loginAs, readImageCode } from '../../testing/login-as.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of login and session against the real app and an in-memory PGlite seeded from fixtures/.
// The clock is set by a test to step past the lifetime of a code or a token, and back after it.

const START = TEST_APP_START;
const minutesLater = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const KEY = readPasswordKey();

const api = setUpTestApp();
const { call } = api;

/** A fresh device with an image code drawn for it; answers the uuid and the code from the outbox. */
const deviceWithCode = () => deviceWithImageCode(api.app);

function attemptLogin(
  uuid: string,
  fields: { username: string; password: string; code: string; oneId?: string },
  as: 'json' | 'form' = 'json',
) {
  return as === 'json'
    ? call<TokenPair | null>('POST', API_PATHS.userLogin, {
        headers: { uuid, clientType: 'PC' },
        payload: fields,
      })
    : call<TokenPair | null>('POST', API_PATHS.userLogin, {
        headers: { uuid, clientType: 'PC' },
        form: fields,
      });
}

const refreshRows = async (memberId: string) =>
  api.db.query<{ jti: string; usedAt: Date | null; revokedAt: Date | null }>(
    `SELECT jti, used_at AS "usedAt", revoked_at AS "revokedAt" FROM refresh_tokens WHERE member_id = $1`,
    [memberId],
  );

const loginTimes = async (username: string) =>
  (
    await api.db.query<{ loginAt: Date | null; lastLoginAt: Date | null }>(
      `SELECT login_at AS "loginAt", last_login_at AS "lastLoginAt" FROM members WHERE username = $1`,
      [username],
    )
  )[0];

const userInfo = (accessToken?: string) =>
  call<UserInfo | null>('GET', API_PATHS.userInfo, { headers: accessToken ? { accessToken } : {} });

describe('image codes', () => {
  it('draws a 4-character code as an SVG picture for the uuid header and keeps it in the outbox', async () => {
    const uuid = randomUUID();
    const { status, body } = await call<ImageCode>('GET', API_PATHS.imageCode, { headers: { uuid } });
    expect(status).toBe(200);
    expect(body.result.uuid).toBe(uuid);
    expect(body.result.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.result.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<line');
    const code = await readImageCode(api.app, uuid);
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    for (const char of code) expect(svg).toContain(`>${char}</text>`);
  });

  it('refuses a request without a uuid header with 400 and writes nothing', async () => {
    const before = await countAllRows(api.db);
    for (const headers of [{}, { uuid: 'x' }] as Record<string, string>[]) {
      const { status, body } = await call<null>('GET', API_PATHS.imageCode, { headers });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 400 });
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('replaces the earlier code of a device, so only the newest one logs in', async () => {
    const { uuid, code: first } = await deviceWithCode();
    await call('GET', API_PATHS.imageCode, { headers: { uuid } });
    const second = await readImageCode(api.app, uuid);
    const password = encryptPassword(DEMO_MEMBERS.acme.password, KEY);
    if (first !== second) {
      const stale = await attemptLogin(uuid, { ...DEMO_MEMBERS.acme, password, code: first });
      expect(stale.body).toMatchObject({ code: 30000, message: '验证码错误' });
      await call('GET', API_PATHS.imageCode, { headers: { uuid } });
    }
    const fresh = await attemptLogin(uuid, {
      ...DEMO_MEMBERS.acme,
      password,
      code: await readImageCode(api.app, uuid),
    });
    expect(fresh.body.success).toBe(true);
  });
});

describe('login', () => {
  it('logs in with the image code from the outbox and an encrypted password, as a form, and records the login', async () => {
    const { uuid, code } = await deviceWithCode();
    const before = await loginTimes('zhangwei');
    const { status, body } = await attemptLogin(
      uuid,
      {
        username: 'zhangwei',
        password: encryptPassword('Acme@2026', KEY),
        code: code.toLowerCase(),
        oneId: 'ent-acme',
      },
      'form',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result?.accessToken.split('.')).toHaveLength(3);
    expect(body.result?.refreshToken).toMatch(/^[\w-]{40,}$/);
    const after = await loginTimes('zhangwei');
    expect(after?.loginAt?.toISOString()).toBe(START.toISOString());
    expect(after?.lastLoginAt).toEqual(before?.loginAt ?? null);
    // The refresh token is stored by its hash only.
    const rows = await api.db.query('SELECT 1 FROM refresh_tokens WHERE jti = $1', [
      refreshTokenId(body.result!.refreshToken),
    ]);
    expect(rows).toHaveLength(1);
    expect(
      await api.db.query('SELECT 1 FROM refresh_tokens WHERE jti = $1', [body.result!.refreshToken]),
    ).toEqual([]);
    expect((await userInfo(body.result!.accessToken)).body.result?.username).toBe('zhangwei');
  });

  it('refuses a wrong password, an unknown username and a password that does not decrypt alike, with code 30000, and writes no token', async () => {
    const before = await countAllRows(api.db);
    const times = await loginTimes('wangfang');
    const attempts = [
      { username: 'wangfang', password: encryptPassword('Wrong@2026', KEY) },
      { username: 'nobody', password: encryptPassword('Blue@2026', KEY) },
      { username: 'wangfang', password: 'bm90IGVuY3J5cHRlZA==' },
      { username: 'wangfang', password: encryptPassword('Blue@2026', randomBytes(32)) },
      { username: 'wangfang', password: 'Blue@2026' },
      // The right password, but on the login page of another enterprise.
      { username: 'wangfang', password: encryptPassword('Blue@2026', KEY), oneId: 'ent-acme' },
    ];
    for (const attempt of attempts) {
      const { uuid, code } = await deviceWithCode();
      const { status, body } = await attemptLogin(uuid, { ...attempt, code });
      expect(status, attempt.password).toBe(400);
      expect(body, attempt.password).toEqual(
        expect.objectContaining({ success: false, code: 30000, message: '账号或密码错误', result: null }),
      );
    }
    const after = await countAllRows(api.db);
    // Each attempt drew an image code (and its outbox entry); nothing else was written.
    expect(after).toEqual({
      ...before,
      image_codes: before.image_codes! + attempts.length,
      dev_outbox: before.dev_outbox! + attempts.length,
    });
    expect(await refreshRows('mbr-blue-wang')).toEqual([]);
    expect(await loginTimes('wangfang')).toEqual(times);
  });

  it('refuses a wrong image code with code 30000 and spends the code, so the right one fails afterwards', async () => {
    const { uuid, code } = await deviceWithCode();
    const password = encryptPassword(DEMO_MEMBERS.blue.password, KEY);
    const before = await countAllRows(api.db);
    const wrong = await attemptLogin(uuid, {
      ...DEMO_MEMBERS.blue,
      password,
      code: code === 'AAAA' ? 'BBBB' : 'AAAA',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, code: 30000, message: '验证码错误' });
    const retry = await attemptLogin(uuid, { ...DEMO_MEMBERS.blue, password, code });
    expect(retry.body).toMatchObject({ success: false, code: 30000, message: '验证码错误' });
    const [row] = await api.db.query<{ attempts: number }>(
      'SELECT attempts FROM image_codes WHERE uuid = $1',
      [uuid],
    );
    expect(row?.attempts).toBe(2);
    expect(await countAllRows(api.db)).toEqual(before);
    expect(await refreshRows('mbr-blue-wang')).toEqual([]);
  });

  it('spends the image code on a wrong password too, and refuses a code never drawn or expired', async () => {
    const { uuid, code } = await deviceWithCode();
    const wrongPassword = await attemptLogin(uuid, {
      username: 'wangfang',
      password: encryptPassword('Wrong@2026', KEY),
      code,
    });
    expect(wrongPassword.body.message).toBe('账号或密码错误');
    const right = { ...DEMO_MEMBERS.blue, password: encryptPassword(DEMO_MEMBERS.blue.password, KEY) };
    expect((await attemptLogin(uuid, { ...right, code })).body.message).toBe('验证码错误');
    expect((await attemptLogin(randomUUID(), { ...right, code })).body.message).toBe('验证码错误');
    const late = await deviceWithCode();
    api.clock = minutesLater(6);
    expect((await attemptLogin(late.uuid, { ...right, code: late.code })).body).toMatchObject({
      code: 30000,
      message: '验证码错误',
    });
  });

  it('refuses a body without a username, password or code with 400 before spending the code', async () => {
    const { uuid, code } = await deviceWithCode();
    const { status, body } = await call<null>('POST', API_PATHS.userLogin, {
      headers: { uuid },
      payload: { username: 'zhangwei', code },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400 });
    const [row] = await api.db.query<{ attempts: number }>(
      'SELECT attempts FROM image_codes WHERE uuid = $1',
      [uuid],
    );
    expect(row?.attempts).toBe(0);
  });
});

describe('the logged-in member', () => {
  it('answers the member with the mobile masked, points, flags and the time of the login before', async () => {
    await loginAs(api.app, DEMO_MEMBERS.acmeMustChangePassword);
    api.clock = minutesLater(10);
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acmeMustChangePassword);
    const { status, body } = await userInfo(accessToken);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      id: 'mbr-acme-li',
      oneId: 'ent-acme',
      username: 'lina',
      nickName: '李娜',
      code: 'A0002',
      mobile: '139****5678',
      point: 1200,
      updatePwd: '1',
      updatePayPwd: '1',
      updatePayPwdWithCode: '0',
      loginDate: minutesLater(10).toISOString(),
      lastLoginDate: START.toISOString(),
      dealerCode: null,
      canLogout: true,
      platformPermission: 'HSHSC',
    });
  });

  it('tells a dealer, a fixed account and an enterprise with both platforms apart', async () => {
    const dealer = await userInfo((await loginAs(api.app, DEMO_MEMBERS.blueDealer)).accessToken);
    expect(dealer.body.result).toMatchObject({ dealerCode: 'DL-0001', platformPermission: 'DZPT' });
    const kiosk = await userInfo((await loginAs(api.app, DEMO_MEMBERS.blueKiosk)).accessToken);
    expect(kiosk.body.result).toMatchObject({ canLogout: false, mobile: '', dealerCode: null });
    const blue = await userInfo((await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken);
    expect(blue.body.result).toMatchObject({ platformPermission: 'ALL', updatePayPwdWithCode: '1' });
  });

  it('answers 401 with code 20003 without a token', async () => {
    const { status, body } = await userInfo();
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 20003, message: '请先登录', result: null });
  });

  it('answers 401 with code 20004 for a garbage, forged or expired token', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    const forged = await new SignJWT({ oneId: 'ent-acme', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('mbr-acme-zhang')
      .setJti('j')
      .setIssuer('mall-server')
      .setExpirationTime('1h')
      .sign(randomBytes(32));
    for (const token of ['garbage', forged, `${accessToken}x`]) {
      const { status, body } = await userInfo(token);
      expect(status, token).toBe(401);
      expect(body, token).toMatchObject({ success: false, code: 20004, message: '登录已过期，请重新登录' });
    }
    api.clock = minutesLater(59);
    expect((await userInfo(accessToken)).status).toBe(200);
    api.clock = minutesLater(61);
    expect((await userInfo(accessToken)).body).toMatchObject({ code: 20004 });
  });

  it('keeps sessions across a restart: a new app on the same database accepts the tokens', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    const restarted = api.buildAnotherApp();
    try {
      const response = await restarted.inject({ url: API_PATHS.userInfo, headers: { accessToken } });
      expect(response.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('token refresh', () => {
  it('answers a new pair for a refresh token, marks the old one used, and the new tokens work', async () => {
    const first = await loginAs(api.app, DEMO_MEMBERS.blue);
    api.clock = minutesLater(30);
    const { status, body } = await call<TokenPair>('GET', API_PATHS.refreshToken(first.refreshToken));
    expect(status).toBe(200);
    expect(body.result.refreshToken).not.toBe(first.refreshToken);
    expect((await userInfo(body.result.accessToken)).status).toBe(200);
    const [old] = await api.db.query<{ usedAt: Date }>(
      'SELECT used_at AS "usedAt" FROM refresh_tokens WHERE jti = $1',
      [refreshTokenId(first.refreshToken)],
    );
    expect(old?.usedAt.toISOString()).toBe(minutesLater(30).toISOString());
    // The access token of before the refresh lives out its own lifetime.
    expect((await userInfo(first.accessToken)).status).toBe(200);
  });

  it('refuses a used refresh token with 401/20004, revokes its whole family and issues nothing', async () => {
    const first = await loginAs(api.app, DEMO_MEMBERS.blueDealer);
    const second = (await call<TokenPair>('GET', API_PATHS.refreshToken(first.refreshToken))).body.result;
    const before = await countAllRows(api.db);
    const reuse = await call<null>('GET', API_PATHS.refreshToken(first.refreshToken));
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ success: false, code: 20004, result: null });
    expect(await countAllRows(api.db)).toEqual(before);
    // The thief's refresh and the owner's both die, and so do the family's access tokens.
    expect((await call('GET', API_PATHS.refreshToken(second.refreshToken))).body).toMatchObject({
      code: 20004,
    });
    expect((await userInfo(second.accessToken)).body).toMatchObject({ code: 20004 });
    expect((await userInfo(first.accessToken)).body).toMatchObject({ code: 20004 });
    const family = await api.db.query<{ revokedAt: Date | null }>(
      `SELECT revoked_at AS "revokedAt" FROM refresh_tokens WHERE family =
         (SELECT family FROM refresh_tokens WHERE jti = $1)`,
      [refreshTokenId(first.refreshToken)],
    );
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses an expired or unknown refresh token and issues nothing', async () => {
    const { refreshToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    const before = await countAllRows(api.db);
    api.clock = minutesLater(121);
    for (const token of [refreshToken, 'no-such-token']) {
      const { status, body } = await call<null>('GET', API_PATHS.refreshToken(token));
      expect(status, token).toBe(401);
      expect(body, token).toMatchObject({ success: false, code: 20004 });
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('logout', () => {
  it("revokes the member's refresh tokens, which ends their access tokens too", async () => {
    const tokens = await loginAs(api.app, DEMO_MEMBERS.acme);
    const { status, body } = await call<null>('POST', API_PATHS.logout, {
      headers: { accessToken: tokens.accessToken },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, result: null });
    expect((await refreshRows('mbr-acme-zhang')).every((row) => row.revokedAt !== null)).toBe(true);
    expect((await call('GET', API_PATHS.refreshToken(tokens.refreshToken))).body).toMatchObject({
      code: 20004,
    });
    expect((await userInfo(tokens.accessToken)).body).toMatchObject({ code: 20004 });
  });

  it('refuses a fixed account with 400 and a clear message, and the session goes on', async () => {
    const tokens = await loginAs(api.app, DEMO_MEMBERS.blueKiosk);
    const { status, body } = await call<null>('POST', API_PATHS.logout, {
      headers: { accessToken: tokens.accessToken },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400, message: '该账号为固定账号，不支持退出登录' });
    expect((await userInfo(tokens.accessToken)).status).toBe(200);
    expect((await refreshRows('mbr-blue-kiosk')).some((row) => row.revokedAt === null)).toBe(true);
  });

  it('answers 401/20003 without a token', async () => {
    expect((await call('POST', API_PATHS.logout)).body).toMatchObject({ code: 20003 });
  });
});

describe('enterprise login pages', () => {
  it('answers the login page of an enterprise by route name or by oneId, and null for neither', async () => {
    const byRoute = await call<EnterpriseLoginPage>('GET', API_PATHS.enterpriseLoginPage('blue'));
    expect(byRoute.body.result).toEqual({
      oneId: 'ent-blue',
      loginRouteName: 'blue',
      enterpriseName: '蓝海集团',
      logo: '/img/logo.svg',
      background: '/img/banners/home.svg',
      pageId: 'page-dzpt-index',
    });
    const byOneId = await call<EnterpriseLoginPage>('GET', API_PATHS.enterpriseLoginPage('ent-acme'));
    expect(byOneId.body.result.loginRouteName).toBe('acme');
    const none = await call<null>('GET', API_PATHS.enterpriseLoginPage('nobody'));
    expect(none.body).toMatchObject({ success: true, result: null });
  });
});

describe('the development outbox', () => {
  it('is absent in production, where image codes are not kept in it', async () => {
    const production = api.buildAnotherApp({ production: true });
    try {
      const uuid = randomUUID();
      const image = await production.inject({ url: API_PATHS.imageCode, headers: { uuid } });
      expect(image.statusCode).toBe(200);
      const outbox = await production.inject({ url: `${API_PATHS.devOutbox}?to=${uuid}` });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toMatchObject({ success: false, code: 404 });
      expect(await api.db.query('SELECT 1 FROM dev_outbox WHERE recipient = $1', [uuid])).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
