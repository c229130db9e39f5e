import { API_PATHS } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { MANAGER_PATHS } from '@mall/schemas';
import { SESSION_EXPIRED_CODE, SESSION_MISSING_CODE } from '../../http/member-session.ts';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import {
  DEMO_MEMBERS,
  DEMO_OPERATORS,
  deviceWithImageCode,
  loginAs,
  loginAsOperator,
} from '../../testing/login-as.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// Issue 23: the page studio's operators, apart from members. Their login is the member's (image
// code, encrypted password, the same lock and refusals); their tokens open the manager endpoints
// only, and a member's token none of them.

const api = setUpTestApp();
const KEY = readPasswordKey();

interface OperatorView {
  id: string;
  username: string;
  role: string;
  platforms: string[];
  oneId: string | null;
}

async function attemptLogin(username: string, password: string, code?: string) {
  const device = await deviceWithImageCode(api.app);
  return api.post<{ accessToken: string; operator: OperatorView } | null>(
    MANAGER_PATHS.login,
    { username, password: encryptPassword(password, KEY), code: code ?? device.code },
    { headers: { uuid: device.uuid } },
  );
}

const whoAmI = (accessToken?: string) =>
  api.get<OperatorView | null>(MANAGER_PATHS.operator, accessToken === undefined ? {} : { accessToken });

describe('operator login', () => {
  it('logs the platform operator in with the image code and an encrypted password, and says who it is', async () => {
    const { status, body } = await attemptLogin(
      DEMO_OPERATORS.platform.username,
      DEMO_OPERATORS.platform.password,
    );
    expect(status).toBe(200);
    expect(body.result?.operator).toMatchObject({
      username: 'pageops',
      role: 'platform',
      platforms: ['HSHSC', 'DZPT'],
      oneId: null,
    });
    const me = await whoAmI(body.result?.accessToken);
    expect(me.body.result).toMatchObject({ id: 'opr-platform', role: 'platform' });
    expect(me.body.result).not.toHaveProperty('sessionId');
  });

  it("gives the enterprise operator its enterprise and that enterprise's platforms", async () => {
    const token = await loginAsOperator(api.app, DEMO_OPERATORS.acme);
    expect((await whoAmI(token)).body.result).toMatchObject({
      role: 'enterprise',
      oneId: 'ent-acme',
      platforms: ['HSHSC'],
    });
  });

  it('refuses a wrong password, an unknown name and a wrong image code as a member login does, issuing nothing', async () => {
    const before = await countAllRows(api.db);
    const wrong = await attemptLogin('acmeops', 'Wrong@2026');
    const unknown = await attemptLogin('nobody', 'Wrong@2026');
    const badCode = await attemptLogin('acmeops', DEMO_OPERATORS.acme.password, 'ZZZZ');
    expect(wrong.body).toMatchObject({ success: false, code: 30_000, message: '账号或密码错误' });
    expect(unknown.body).toMatchObject({ success: false, code: 30_000, message: '账号或密码错误' });
    expect(badCode.body).toMatchObject({ success: false, code: 30_000, message: '验证码错误' });
    const after = await countAllRows(api.db);
    expect(after.operator_sessions).toBe(before.operator_sessions);
  });

  it('does not let a member in with their own password, nor an operator through the member login', async () => {
    const member = await attemptLogin(DEMO_MEMBERS.acme.username, DEMO_MEMBERS.acme.password);
    expect(member.body).toMatchObject({ success: false, message: '账号或密码错误' });
    await expect(loginAs(api.app, DEMO_OPERATORS.platform)).rejects.toThrow('账号或密码错误');
  });

  it('locks the login after five wrong passwords in a row, refusing even the right one for 15 minutes', async () => {
    // A right password first: the count starts from nothing, whatever the tests before left.
    await loginAsOperator(api.app, DEMO_OPERATORS.acme);
    for (let i = 0; i < 4; i += 1) {
      expect((await attemptLogin('acmeops', 'Wrong@2026')).body.message).toBe('账号或密码错误');
    }
    expect((await attemptLogin('acmeops', 'Wrong@2026')).body.message).toBe(
      '密码错误次数过多，账号已锁定，请15分钟后再试',
    );
    const locked = await attemptLogin('acmeops', DEMO_OPERATORS.acme.password);
    expect(locked.body).toMatchObject({ success: false, code: 30_000 });
    api.advanceClock(16 * 60);
    expect((await attemptLogin('acmeops', DEMO_OPERATORS.acme.password)).body.success).toBe(true);
  });

  it('ends the token at logout', async () => {
    const token = await loginAsOperator(api.app, DEMO_OPERATORS.platform);
    expect((await api.post(MANAGER_PATHS.logout, undefined, { accessToken: token })).status).toBe(200);
    expect((await whoAmI(token)).body).toMatchObject({ code: SESSION_EXPIRED_CODE });
  });
});

describe('operator and member tokens', () => {
  it('answers 401/20003 to a manager endpoint without a token', async () => {
    expect(await whoAmI()).toMatchObject({ status: 401, body: { code: SESSION_MISSING_CODE } });
  });

  it("refuses a member's token on a manager endpoint with 401/20004, as any token not an operator's", async () => {
    const member = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
    expect(await whoAmI(member)).toMatchObject({ status: 401, body: { code: SESSION_EXPIRED_CODE } });
    expect((await api.get(MANAGER_PATHS.pages, { accessToken: member })).status).toBe(401);
  });

  it("refuses an operator's token on a member endpoint with 401/20004", async () => {
    const operator = await loginAsOperator(api.app, DEMO_OPERATORS.platform);
    expect(await api.get(API_PATHS.userInfo, { accessToken: operator })).toMatchObject({
      status: 401,
      body: { code: SESSION_EXPIRED_CODE },
    });
  });
});
