import { randomBytes } from 'node:crypto';
import { API_PATHS, type UserInfo } from '@mall/schemas';
import type { SmsCodeSent, UserContact } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { ADDRESS_ACCOUNT_LOOKUPS, ADDRESS_WINDOW_MINUTES } from '../../services/rate-limits.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { DEMO_MEMBERS, deviceWithImageCode, loginAs } from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp, type Answer } from '../../testing/test-app.ts';

// API tests of SMS codes and password recovery against the real app and an in-memory PGlite seeded
// from fixtures/. The clock only moves forward: every test starts ten minutes after the last one
// ended, past the resend limit and the life of every code an earlier test sent.

const KEY = readPasswordKey();
/** The recovery demo member of fixtures/seed/cards.json. */
const RESET_MEMBER = { username: 'resetdemo', password: 'Reset@2026', mobile: '13500000103' } as const;
/** A card member who must change their password (updatePwd '1'). */
const MUST_CHANGE_MEMBER = { username: 'cardsun', password: 'Sun@2026', mobile: '13500000102' } as const;

const api = setUpTestApp({ clockBetweenTests: 'forward' });
const { post } = api;

/** A fresh device with an image code drawn for it; answers the uuid and the code from the outbox. */
const deviceWithCode = () => deviceWithImageCode(api.app);

/** Asks for an SMS code as the forgot-password page does (with a fresh image code). */
async function sendCode(fields: { username?: string; phonenumber?: string; function: string }) {
  const { uuid, code } = await deviceWithCode();
  return post<SmsCodeSent | null>(
    API_PATHS.sendSmsCode,
    { ...fields, type: '1', code },
    { headers: { uuid } },
  );
}

const resetWith = (username: string, code: string, newPassword: string) =>
  post<null>(API_PATHS.resetPassword, {
    username,
    code,
    newPassword: encryptPassword(newPassword, KEY),
  });

const passwordHash = async (username: string) =>
  (
    await api.db.query<{ hash: string; updatePwd: string }>(
      `SELECT password_hash AS hash, update_pwd AS "updatePwd" FROM members WHERE username = $1`,
      [username],
    )
  )[0];

const userInfo = (accessToken: string) => api.get<UserInfo | null>(API_PATHS.userInfo, { accessToken });

/** An answer's envelope without its time, to compare two answers. */
const envelope = ({ timestamp: _, ...rest }: { timestamp?: unknown } & Record<string, unknown>) => rest;

/** The envelope of a wrong or dead SMS code (code 30000), which other failed checks answer too. */
const WRONG_CODE = { success: false, code: 30000, message: '短信验证码错误或已失效', result: null };

describe('sending SMS codes', () => {
  it('sends a six-digit code to the mobile of a login name, answers it masked and keeps the code in the outbox', async () => {
    const { status, body } = await sendCode({ username: RESET_MEMBER.username, function: 'FORGET_PASSWORD' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      result: { mobile: '135****0103', resendInSeconds: 60, expiresInSeconds: 300 },
    });
    expect(await readSmsCode(api.app, RESET_MEMBER.mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code to the same phone within 60 s with 429, for any purpose, and writes nothing', async () => {
    expect((await sendCode({ phonenumber: '13511112222', function: 'REGISTER' })).status).toBe(200);
    const first = await readSmsCode(api.app, '13511112222');
    api.advanceClock(59);
    const { uuid, code } = await deviceWithCode();
    const before = await countAllRows(api.db);
    const again = await post<null>(
      API_PATHS.sendSmsCode,
      { phonenumber: '13511112222', function: 'REGISTER', type: '1', code },
      { headers: { uuid } },
    );
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ success: false, code: 429, message: '短信发送过于频繁，请1秒后再试' });
    expect(await countAllRows(api.db)).toEqual(before);
    expect(await readSmsCode(api.app, '13511112222')).toBe(first);
    api.advanceClock(1);
    expect((await sendCode({ phonenumber: '13511112222', function: 'REGISTER' })).status).toBe(200);
  });

  it('refuses a wrong image code with code 30000 and writes nothing', async () => {
    const { uuid, code } = await deviceWithCode();
    const before = await countAllRows(api.db);
    const { status, body } = await post<null>(
      API_PATHS.sendSmsCode,
      { phonenumber: '13511113333', function: 'REGISTER', code: code === 'AAAA' ? 'BBBB' : 'AAAA' },
      { headers: { uuid } },
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 30000, message: '图形验证码错误' });
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a recipient named the wrong way, a bad phone, an unknown name, a member without a mobile and a phone without cards, writing nothing', async () => {
    const cases: [object, string][] = [
      [
        { phonenumber: '13511114444', function: 'FORGET_PASSWORD' },
        '请求参数错误：找回密码请提供用户名，其他用途请提供手机号',
      ],
      [
        { username: 'resetdemo', function: 'REGISTER' },
        '请求参数错误：找回密码请提供用户名，其他用途请提供手机号',
      ],
      [{ phonenumber: '12345678901', function: 'REGISTER' }, '请输入正确的手机号'],
      [{ username: 'nobody-here', function: 'FORGET_PASSWORD' }, '用户不存在'],
      [{ username: 'kiosk01', function: 'FORGET_PASSWORD' }, '该账号未绑定手机号，请联系管理员'],
      // A disposable-card member has no password to recover.
      [{ username: 'ycxk8800000000000013', function: 'FORGET_PASSWORD' }, '用户不存在'],
      [{ phonenumber: '13511115555', function: 'YCXK_LOGIN' }, '该手机号未绑定一次性卡'],
    ];
    for (const [fields, message] of cases) {
      const { uuid, code } = await deviceWithCode();
      const before = await countAllRows(api.db);
      const { status, body } = await post<null>(
        API_PATHS.sendSmsCode,
        { ...fields, code },
        { headers: { uuid } },
      );
      expect(status, message).toBe(400);
      expect(body, message).toMatchObject({ success: false, message });
      expect(await countAllRows(api.db), message).toEqual(before);
    }
  });

  it('refuses a body without a function or image code, with an unknown function or key, and a missing uuid, with 400', async () => {
    const { uuid, code } = await deviceWithCode();
    const before = await countAllRows(api.db);
    for (const [payload, headers] of [
      [{ phonenumber: '13511116666', code }, { uuid }],
      [{ phonenumber: '13511116666', function: 'REGISTER' }, { uuid }],
      [{ phonenumber: '13511116666', function: 'PAY', code }, { uuid }],
      [{ phonenumber: '13511116666', function: 'REGISTER', code, extra: '1' }, { uuid }],
      [{ phonenumber: '13511116666', function: 'REGISTER', code }, {}],
    ] as [object, Record<string, string>][]) {
      const { status, body } = await post<null>(API_PATHS.sendSmsCode, payload, { headers });
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBeTruthy();
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('keeps codes out of the outbox in production', async () => {
    const production = api.buildAnotherApp({ production: true });
    try {
      const { uuid, code } = await deviceWithCode();
      const response = await production.inject({
        method: 'POST',
        url: API_PATHS.sendSmsCode,
        headers: { uuid },
        payload: { phonenumber: '13511117777', function: 'REGISTER', code },
      });
      expect(response.statusCode).toBe(200);
      expect(await api.db.query(`SELECT 1 FROM dev_outbox WHERE recipient = '13511117777'`)).toEqual([]);
      expect(await api.db.query(`SELECT 1 FROM sms_codes WHERE mobile = '13511117777'`)).toHaveLength(1);
    } finally {
      await production.close();
    }
  });
});

describe('checking SMS codes', () => {
  it('accepts the live code without spending it and refuses a wrong one with code 30000', async () => {
    await sendCode({ username: RESET_MEMBER.username, function: 'FORGET_PASSWORD' });
    const code = await readSmsCode(api.app, RESET_MEMBER.mobile);
    const check = (typed: string) =>
      post<boolean | null>(API_PATHS.checkSmsCode, {
        username: RESET_MEMBER.username,
        function: 'FORGET_PASSWORD',
        code: typed,
      });
    expect((await check(code)).body).toMatchObject({ success: true, result: true });
    expect((await check(code)).body).toMatchObject({ success: true, result: true });
    const wrong = await check(code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject(WRONG_CODE);
  });

  it('refuses a code of another purpose, an older code once a new one was sent, and an expired code', async () => {
    await sendCode({ phonenumber: '13511118888', function: 'REGISTER' });
    const older = await readSmsCode(api.app, '13511118888');
    const check = (code: string, fn = 'REGISTER') =>
      post<null>(API_PATHS.checkSmsCode, { phonenumber: '13511118888', function: fn, code });
    expect((await check(older, 'YCXK_LOGIN')).body).toMatchObject({ code: 30000 });
    api.advanceClock(60);
    await sendCode({ phonenumber: '13511118888', function: 'REGISTER' });
    const newer = await readSmsCode(api.app, '13511118888');
    if (newer !== older) expect((await check(older)).body).toMatchObject({ code: 30000 });
    expect((await check(newer)).body.success).toBe(true);
    api.advanceClock(301);
    expect((await check(newer)).body).toMatchObject(WRONG_CODE);
  });

  it('answers an unknown name, a member without a mobile and a phone without disposable cards as it answers a wrong code', async () => {
    const before = await countAllRows(api.db);
    for (const fields of [
      { username: 'nobody-here', function: 'FORGET_PASSWORD' },
      { username: 'kiosk01', function: 'FORGET_PASSWORD' },
      { username: RESET_MEMBER.username, function: 'FORGET_PASSWORD' },
      { phonenumber: '13511115555', function: 'YCXK_LOGIN' },
    ]) {
      const { status, body } = await post<null>(API_PATHS.checkSmsCode, { ...fields, code: '000000' });
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(envelope(body), JSON.stringify(fields)).toEqual(WRONG_CODE);
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('kills a code after five wrong tries, so even the right one fails afterwards', async () => {
    await sendCode({ phonenumber: '13511119999', function: 'REGISTER' });
    const code = await readSmsCode(api.app, '13511119999');
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (typed: string) =>
      post<null>(API_PATHS.checkSmsCode, { phonenumber: '13511119999', function: 'REGISTER', code: typed });
    for (let i = 0; i < 5; i += 1) expect((await check(wrong)).body.code).toBe(30000);
    expect((await check(code)).body).toMatchObject({ success: false, code: 30000 });
  });
});

describe('the masked mobile of a login name', () => {
  /**
   * Looks a login name up as the recovery page does, with the picture code of a fresh device (or of
   * `device`), from a client address of the test's own.
   */
  async function lookUp(
    address: string,
    username: string,
    device?: { uuid: string; code: string },
  ): Promise<Answer<UserContact | null>> {
    const { uuid, code } = device ?? (await deviceWithCode());
    const response = await api.app.inject({
      method: 'POST',
      url: API_PATHS.userContact,
      remoteAddress: address,
      headers: { uuid },
      payload: { username, code },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('answers the mobile with the middle four digits masked, for the picture code of the device', async () => {
    const { status, body } = await lookUp('10.31.0.1', ' resetdemo ');
    expect(status).toBe(200);
    expect(body.result).toEqual({ username: 'resetdemo', mobile: '135****0103' });
  });

  it('refuses a look-up without the picture code, with a wrong or spent one, or without a uuid, answering a known name and an unknown one alike', async () => {
    const refusals = async (username: string, device: { uuid: string; code: string }) => {
      const send = (headers: Record<string, string>, payload: object) =>
        api.app
          .inject({
            method: 'POST',
            url: API_PATHS.userContact,
            remoteAddress: '10.31.0.2',
            headers,
            payload,
          })
          .then((response) => ({ status: response.statusCode, body: envelope(response.json()) }));
      const wrongCode = device.code === 'AAAA' ? 'BBBB' : 'AAAA';
      return [
        await send({ uuid: device.uuid }, { username }),
        await send({}, { username, code: device.code }),
        await send({ uuid: device.uuid }, { username, code: wrongCode }),
        // The wrong one spent it.
        await send({ uuid: device.uuid }, { username, code: device.code }),
      ];
    };
    const first = await deviceWithCode();
    const second = await deviceWithCode();
    const before = await countAllRows(api.db);
    const known = await refusals('resetdemo', first);
    expect(known.map((refusal) => refusal.status)).toEqual([400, 400, 400, 400]);
    expect(known[2]?.body).toMatchObject({ success: false, code: 30000, message: '图形验证码错误' });
    expect(known[3]?.body).toEqual(known[2]?.body);
    expect(JSON.stringify(known)).not.toContain('0103');
    expect(await refusals('nobody-here', second)).toEqual(known);
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses an unknown name, a member without a mobile and an empty body with 400', async () => {
    expect((await lookUp('10.31.0.3', 'nobody-here')).body).toMatchObject({
      success: false,
      code: 400,
      message: '用户不存在',
    });
    expect((await lookUp('10.31.0.3', 'kiosk01')).body).toMatchObject({
      message: '该账号未绑定手机号，请联系管理员',
    });
    const empty = await post(API_PATHS.userContact, {});
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
  });

  it(`answers look-up ${ADDRESS_ACCOUNT_LOOKUPS + 1} from one address within the hour with 429, known names counting too, writing nothing; another address still looks up`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      for (let i = 0; i < ADDRESS_ACCOUNT_LOOKUPS; i += 1) {
        const answer = await lookUp('10.31.0.4', i % 2 === 0 ? 'resetdemo' : `nobody-${i}`);
        expect(answer.status, answer.body.message).toBe(i % 2 === 0 ? 200 : 400);
      }
      // Refused before anything is looked at: the picture code is not spent.
      const device = await deviceWithCode();
      await expectRefusedWithoutWriting(api.db, () => lookUp('10.31.0.4', 'resetdemo', device), {
        status: 429,
        code: 429,
        message: `操作过于频繁，请${ADDRESS_WINDOW_MINUTES}分钟后再试`,
      });
      expect((await lookUp('10.31.0.5', 'resetdemo', device)).body.result?.mobile).toBe('135****0103');

      vi.setSystemTime(start + ADDRESS_WINDOW_MINUTES * 60_000 + 1000);
      expect((await lookUp('10.31.0.4', 'resetdemo')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('resetting a password', () => {
  it('sets the new password with the code: it logs in, the old one no longer does, and every session ends', async () => {
    const before = await loginAs(api.app, RESET_MEMBER);
    await sendCode({ username: RESET_MEMBER.username, function: 'FORGET_PASSWORD' });
    const code = await readSmsCode(api.app, RESET_MEMBER.mobile);

    const { status, body } = await resetWith(RESET_MEMBER.username, code, 'Fresh#2027');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, result: null });

    const fresh = await loginAs(api.app, { username: RESET_MEMBER.username, password: 'Fresh#2027' });
    expect((await userInfo(fresh.accessToken)).body.result?.username).toBe('resetdemo');
    await expect(loginAs(api.app, RESET_MEMBER)).rejects.toThrow(/账号或密码错误/);
    expect((await userInfo(before.accessToken)).body).toMatchObject({ success: false, code: 20004 });
    const refresh = await api.app.inject({ url: API_PATHS.refreshToken(before.refreshToken) });
    expect(refresh.statusCode).toBe(401);
  });

  it('spends the code: the same code cannot reset twice', async () => {
    await sendCode({ username: RESET_MEMBER.username, function: 'FORGET_PASSWORD' });
    const code = await readSmsCode(api.app, RESET_MEMBER.mobile);
    expect((await resetWith(RESET_MEMBER.username, code, 'Second#2027')).body.success).toBe(true);
    const hash = await passwordHash(RESET_MEMBER.username);
    const before = await countAllRows(api.db);
    const reuse = await resetWith(RESET_MEMBER.username, code, 'Third#2027');
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject(WRONG_CODE);
    expect(await countAllRows(api.db)).toEqual(before);
    expect(await passwordHash(RESET_MEMBER.username)).toEqual(hash);
  });

  it('clears the must-change flag of a member who had to change their password', async () => {
    expect((await passwordHash(MUST_CHANGE_MEMBER.username))?.updatePwd).toBe('1');
    await sendCode({ username: MUST_CHANGE_MEMBER.username, function: 'FORGET_PASSWORD' });
    const code = await readSmsCode(api.app, MUST_CHANGE_MEMBER.mobile);
    expect((await resetWith(MUST_CHANGE_MEMBER.username, code, 'Chosen@2027')).body.success).toBe(true);
    const { accessToken } = await loginAs(api.app, { username: 'cardsun', password: 'Chosen@2027' });
    expect((await userInfo(accessToken)).body.result?.updatePwd).toBe('0');
  });

  it('refuses a wrong code, an expired code and a code sent for another purpose, and changes nothing', async () => {
    await sendCode({ username: RESET_MEMBER.username, function: 'FORGET_PASSWORD' });
    const code = await readSmsCode(api.app, RESET_MEMBER.mobile);
    const hash = await passwordHash(RESET_MEMBER.username);
    const before = await countAllRows(api.db);
    const wrong = await resetWith(
      RESET_MEMBER.username,
      code === '000000' ? '111111' : '000000',
      'Fresh#2028',
    );
    expect(wrong.body).toMatchObject(WRONG_CODE);
    // The right code, but for another login name (of another mobile).
    const other = await resetWith(DEMO_MEMBERS.acme.username, code, 'Fresh#2028');
    expect(other.body).toMatchObject({ success: false, code: 30000 });
    api.advanceClock(301);
    const expired = await resetWith(RESET_MEMBER.username, code, 'Fresh#2028');
    expect(expired.body).toMatchObject(WRONG_CODE);
    expect(await countAllRows(api.db)).toEqual(before);
    expect(await passwordHash(RESET_MEMBER.username)).toEqual(hash);
  });

  it('answers an unknown name and a member without a mobile as it answers a wrong code, changing nothing', async () => {
    const before = await countAllRows(api.db);
    for (const username of ['nobody-here', 'kiosk01', RESET_MEMBER.username]) {
      const { status, body } = await resetWith(username, '000000', 'Fresh#2030');
      expect(status, username).toBe(400);
      expect(envelope(body), username).toEqual(WRONG_CODE);
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a new password that breaks the rules with the exact message, before the code is tried', async () => {
    await sendCode({ username: RESET_MEMBER.username, function: 'FORGET_PASSWORD' });
    const code = await readSmsCode(api.app, RESET_MEMBER.mobile);
    const before = await countAllRows(api.db);
    const cases: [string, string][] = [
      ['Ab#1234', '请输入8-16位的密码'],
      ['Abcdefgh#12345678', '请输入8-16位的密码'],
      ['abcdefgh12', '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种'],
      ['ABCDEFGH!!', '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种'],
    ];
    for (const [password, message] of cases) {
      const { status, body } = await resetWith(RESET_MEMBER.username, code, password);
      expect(status, password).toBe(400);
      expect(body, password).toMatchObject({ success: false, code: 400, message });
    }
    const garbled = await post(API_PATHS.resetPassword, {
      username: RESET_MEMBER.username,
      code,
      newPassword: encryptPassword('Fresh#2029', randomBytes(32)),
    });
    expect(garbled.body).toMatchObject({ success: false, message: '密码无法解密，请刷新页面后重试' });
    expect(await countAllRows(api.db)).toEqual(before);
    // None of them spent or wore down the code.
    expect((await resetWith(RESET_MEMBER.username, code, 'lower123!')).body.success).toBe(true);
  });
});
