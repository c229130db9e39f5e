import { randomBytes } from 'node:crypto';
import { API_PATHS, type TokenPair, type UserInfo } from '@mall/schemas';
import type { DisposableCard } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { deviceWithImageCode, loginAs } from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the card ways in (welfare-card login, disposable-card login by phone, sign-up by
// binding a card) against the real app and an in-memory PGlite seeded from fixtures/seed/cards.json.
// The clock only moves forward: each test starts ten minutes after the last, past every SMS limit.

const KEY = readPasswordKey();

/** Welfare cards of fixtures/seed/cards.json with their plain demo passwords. */
const CARDS = {
  bound: { cardNo: '6288000000000018', password: '826415', username: 'cardzhou' },
  unboundAcme: { cardNo: '6288000000000034', password: '419263' },
  unboundBlue: { cardNo: '6288000000000042', password: '502871' },
  frozen: { cardNo: '6288000000000059', password: '661177' },
  expired: { cardNo: '6288000000000067', password: '390045' },
} as const;
/** The phone holding three disposable cards (two usable: one of each enterprise, one used). */
const YCXK_PHONE = '13600009999';
const OTHER_YCXK_PHONE = '13600008888';

const api = setUpTestApp({ clockBetweenTests: 'forward' });
const { post } = api;

/** A fresh device with an image code drawn for it; answers the uuid and the code from the outbox. */
const deviceWithCode = () => deviceWithImageCode(api.app);

/** Sends an SMS code to a phone for a purpose and reads it back from the outbox. */
async function smsCodeFor(phonenumber: string, fn: 'REGISTER' | 'YCXK_LOGIN'): Promise<string> {
  const { uuid, code } = await deviceWithCode();
  const sent = await post(
    API_PATHS.sendSmsCode,
    { phonenumber, function: fn, type: '1', code },
    { headers: { uuid } },
  );
  expect(sent.body.success, sent.body.message).toBe(true);
  return readSmsCode(api.app, phonenumber);
}

function cardLogin(
  fields: { cardNo: string; password: string; oneId?: string },
  device: { uuid: string; code: string },
) {
  return api.call<TokenPair | null>('POST', API_PATHS.cardLogin, {
    headers: { uuid: device.uuid },
    form: {
      cardNo: fields.cardNo,
      password: encryptPassword(fields.password, KEY),
      code: device.code,
      ...(fields.oneId ? { oneId: fields.oneId } : {}),
    },
  });
}

const userInfo = async (accessToken: string) =>
  (await api.get<UserInfo>(API_PATHS.userInfo, { accessToken })).body;

const refreshTokensOf = async (memberId: string) =>
  api.db.query('SELECT 1 FROM refresh_tokens WHERE member_id = $1', [memberId]);

// ---------------------------------------------------------------------------------------------

describe('card login', () => {
  it('logs in the member a welfare card is bound to, with the image code and the encrypted card password, as a form', async () => {
    const { status, body } = await cardLogin(CARDS.bound, await deviceWithCode());
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200 });
    const member = await userInfo(body.result!.accessToken);
    expect(member.result).toMatchObject({ username: 'cardzhou', oneId: 'ent-acme', point: 2600 });
    expect(member.result.loginDate).toBe(api.clock.toISOString());
  });

  it('refuses a wrong card password, an unknown card, a password that does not decrypt and a card of another enterprise alike, writing no token', async () => {
    const attempts = [
      { cardNo: CARDS.bound.cardNo, password: '000000' },
      { cardNo: '6288000000000075', password: '826415' },
      { cardNo: CARDS.bound.cardNo, password: CARDS.bound.password, oneId: 'ent-blue' },
    ];
    for (const attempt of attempts) {
      const device = await deviceWithCode();
      const before = await countAllRows(api.db);
      const { status, body } = await cardLogin(attempt, device);
      expect(status, attempt.cardNo).toBe(400);
      expect(body, attempt.cardNo).toEqual(
        expect.objectContaining({ success: false, code: 30000, message: '卡号或密码错误', result: null }),
      );
      expect(await countAllRows(api.db)).toEqual(before);
    }
    const device = await deviceWithCode();
    const garbled = await post(
      API_PATHS.cardLogin,
      {
        cardNo: CARDS.bound.cardNo,
        password: encryptPassword(CARDS.bound.password, randomBytes(32)),
        code: device.code,
      },
      { headers: { uuid: device.uuid } },
    );
    expect(garbled.body).toMatchObject({ code: 30000, message: '卡号或密码错误' });
  });

  it('refuses an unbound, a frozen and an expired card with the reason, even with the right password', async () => {
    const cases: [{ cardNo: string; password: string }, string][] = [
      [CARDS.unboundAcme, '该卡尚未绑定会员，请先注册'],
      [CARDS.frozen, '该卡已冻结'],
      [CARDS.expired, '该卡已过期'],
    ];
    for (const [card, message] of cases) {
      const device = await deviceWithCode();
      const before = await countAllRows(api.db);
      const { status, body } = await cardLogin(card, device);
      expect(status, message).toBe(400);
      expect(body, message).toMatchObject({ success: false, code: 30000, message });
      expect(await countAllRows(api.db)).toEqual(before);
    }
  });

  it('refuses a wrong image code and spends the code, so the right one fails afterwards', async () => {
    const device = await deviceWithCode();
    const wrong = await cardLogin(CARDS.bound, { ...device, code: device.code === 'AAAA' ? 'BBBB' : 'AAAA' });
    expect(wrong.body).toMatchObject({ success: false, code: 30000, message: '验证码错误' });
    const retry = await cardLogin(CARDS.bound, device);
    expect(retry.body).toMatchObject({ success: false, code: 30000, message: '验证码错误' });
  });

  it('refuses a number failing the Luhn check, and a body missing a field or with an unknown key, with 400 before the image code is spent', async () => {
    const device = await deviceWithCode();
    const before = await countAllRows(api.db);
    const luhn = await cardLogin({ cardNo: '6288000000000019', password: '826415' }, device);
    expect(luhn.status).toBe(400);
    expect(luhn.body).toMatchObject({ success: false, code: 400, message: '卡号格式不正确' });
    for (const payload of [
      { cardNo: CARDS.bound.cardNo, code: device.code },
      { cardNo: CARDS.bound.cardNo, password: 'x', code: device.code, username: 'cardzhou' },
    ]) {
      const { status, body } = await post(API_PATHS.cardLogin, payload, { headers: { uuid: device.uuid } });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 400 });
    }
    expect(await countAllRows(api.db)).toEqual(before);
    expect((await cardLogin(CARDS.bound, device)).body.success).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('disposable cards', () => {
  const listCards = (code: string, extra: object = {}) =>
    post<DisposableCard[] | null>(API_PATHS.disposableCardList, { phonenumber: YCXK_PHONE, code, ...extra });
  const ycxkLogin = (code: string, cardNo: string, extra: object = {}) =>
    post<TokenPair | null>(API_PATHS.ycxkPhoneLogin, { phonenumber: YCXK_PHONE, code, cardNo, ...extra });

  it('lists the cards of the phone for its code, and logs in as the chosen card member, spending the code', async () => {
    const code = await smsCodeFor(YCXK_PHONE, 'YCXK_LOGIN');
    const { status, body } = await listCards(code);
    expect(status).toBe(200);
    expect(body.result?.map((card) => [card.cardNo, card.oneId, card.status, card.point])).toEqual([
      ['8800000000000013', 'ent-blue', 'ACTIVE', 500],
      ['8800000000000021', 'ent-acme', 'ACTIVE', 300],
      ['8800000000000039', 'ent-blue', 'USED', 0],
    ]);
    expect(body.result?.[0]).toMatchObject({ cardName: '蓝海集团端午福利卡', enterpriseName: '蓝海集团' });

    const login = await ycxkLogin(code, '8800000000000021');
    expect(login.status).toBe(200);
    const member = await userInfo(login.body.result!.accessToken);
    expect(member.result).toMatchObject({ id: 'mbr-ycxk-acme-1', oneId: 'ent-acme', point: 300 });

    const before = await countAllRows(api.db);
    const again = await ycxkLogin(code, '8800000000000013');
    expect(again.body).toMatchObject({ success: false, code: 30000, message: '短信验证码错误或已失效' });
    expect((await listCards(code)).body).toMatchObject({ success: false, code: 30000 });
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it("lists only the cards of the login page's enterprise when it names one", async () => {
    const code = await smsCodeFor(YCXK_PHONE, 'YCXK_LOGIN');
    const { body } = await listCards(code, { oneId: 'ent-blue' });
    expect(body.result?.map((card) => card.cardNo)).toEqual(['8800000000000013', '8800000000000039']);
  });

  it("refuses a used card, another phone's card and a card of another enterprise without spending the code", async () => {
    const code = await smsCodeFor(YCXK_PHONE, 'YCXK_LOGIN');
    const before = await countAllRows(api.db);
    expect((await ycxkLogin(code, '8800000000000039')).body).toMatchObject({
      success: false,
      code: 30000,
      message: '该卡已使用',
    });
    expect((await ycxkLogin(code, '8800000000000047')).body).toMatchObject({
      success: false,
      code: 400,
      message: '所选卡不可用',
    });
    expect((await ycxkLogin(code, '8800000000000021', { oneId: 'ent-blue' })).body).toMatchObject({
      message: '所选卡不可用',
    });
    expect(await countAllRows(api.db)).toEqual(before);
    expect(await refreshTokensOf('mbr-ycxk-blue-2')).toEqual([]);
    expect((await ycxkLogin(code, '8800000000000013')).body.success).toBe(true);
  });

  it('refuses a wrong code, an expired code and a code sent for another purpose', async () => {
    const code = await smsCodeFor(OTHER_YCXK_PHONE, 'YCXK_LOGIN');
    const login = (typed: string) =>
      post(API_PATHS.ycxkPhoneLogin, {
        phonenumber: OTHER_YCXK_PHONE,
        code: typed,
        cardNo: '8800000000000047',
      });
    const before = await countAllRows(api.db);
    expect((await login(code === '000000' ? '111111' : '000000')).body).toMatchObject({
      success: false,
      code: 30000,
      message: '短信验证码错误或已失效',
    });
    api.advanceClock(301);
    expect((await login(code)).body).toMatchObject({ success: false, code: 30000 });
    expect(await countAllRows(api.db)).toEqual(before);
    api.advanceClock(60);
    const registerCode = await smsCodeFor(OTHER_YCXK_PHONE, 'REGISTER');
    expect((await login(registerCode)).body).toMatchObject({ success: false, code: 30000 });
    expect(await refreshTokensOf('mbr-ycxk-acme-2')).toEqual([]);
  });

  it('refuses a malformed phone and a body without a card with 400, writing nothing', async () => {
    const before = await countAllRows(api.db);
    expect(
      (await post(API_PATHS.disposableCardList, { phonenumber: '1360000', code: '123456' })).body,
    ).toMatchObject({
      success: false,
      code: 400,
      message: '请输入正确的手机号',
    });
    const noCard = await post(API_PATHS.ycxkPhoneLogin, { phonenumber: YCXK_PHONE, code: '123456' });
    expect(noCard.status).toBe(400);
    expect(noCard.body.success).toBe(false);
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------

describe('sign-up by binding a card', () => {
  const MOBILE = '13522220000';
  const signUp = (fields: Partial<Record<string, string>>) =>
    post<TokenPair | null>(API_PATHS.registerBindCard, {
      cardNo: CARDS.unboundAcme.cardNo,
      cardPassword: encryptPassword(CARDS.unboundAcme.password, KEY),
      username: 'newcomer01',
      password: encryptPassword('Newcomer@2026', KEY),
      phonenumber: MOBILE,
      ...fields,
    });

  it('refuses every bad sign-up with its message, writes nothing and leaves the code good, then signs up and logs in', async () => {
    const code = await smsCodeFor(MOBILE, 'REGISTER');
    const cases: [Partial<Record<string, string>>, number, string][] = [
      [{ cardNo: '6288000000000035' }, 400, '卡号格式不正确'],
      [{ username: 'ab' }, 400, '用户名须为4-32位数字、字母、中文或 - _ . @'],
      [{ username: 'has space' }, 400, '用户名须为4-32位数字、字母、中文或 - _ . @'],
      [{ phonenumber: '1352222' }, 400, '请输入正确的手机号'],
      [{ password: encryptPassword('Ab#1234', KEY) }, 400, '请输入8-16位的密码'],
      [
        { password: encryptPassword('abcdefgh12', KEY) },
        400,
        '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种',
      ],
      [
        { password: encryptPassword('Newcomer@2026', randomBytes(32)) },
        400,
        '密码无法解密，请刷新页面后重试',
      ],
      [{ cardPassword: encryptPassword('000000', KEY) }, 30000, '卡号或密码错误'],
      [
        { cardNo: CARDS.bound.cardNo, cardPassword: encryptPassword(CARDS.bound.password, KEY) },
        400,
        '该卡已绑定会员，请直接登录',
      ],
      [
        { cardNo: CARDS.frozen.cardNo, cardPassword: encryptPassword(CARDS.frozen.password, KEY) },
        30000,
        '该卡已冻结',
      ],
      [{ username: 'zhangwei' }, 400, '用户名已存在'],
      [{ code: code === '000000' ? '111111' : '000000' }, 30000, '短信验证码错误或已失效'],
      // The right code, sent to another phone.
      [{ phonenumber: '13522229999' }, 30000, '短信验证码错误或已失效'],
    ];
    const before = await countAllRows(api.db);
    for (const [fields, errorCode, message] of cases) {
      const { status, body } = await signUp({ code, ...fields });
      expect(status, message).toBe(400);
      expect(body, message).toMatchObject({ success: false, code: errorCode, message });
    }
    expect(await countAllRows(api.db)).toEqual(before);

    const { status, body } = await signUp({ code, nickName: '新同事' });
    expect(status).toBe(200);
    const member = await userInfo(body.result!.accessToken);
    expect(member.result).toMatchObject({
      username: 'newcomer01',
      nickName: '新同事',
      oneId: 'ent-acme',
      mobile: '135****0000',
      point: 0,
      updatePwd: '0',
    });
    const [card] = await api.db.query<{ memberId: string }>(
      `SELECT member_id AS "memberId" FROM welfare_cards WHERE card_no = $1`,
      [CARDS.unboundAcme.cardNo],
    );
    expect(card?.memberId).toBe(member.result.id);
    // The new member logs in by password and by the card alike.
    await loginAs(api.app, { username: 'newcomer01', password: 'Newcomer@2026' });
    const byCard = await cardLogin(CARDS.unboundAcme, await deviceWithCode());
    expect((await userInfo(byCard.body.result!.accessToken)).result.username).toBe('newcomer01');
  });

  it('spends the code: the same code cannot sign up twice', async () => {
    const code = await smsCodeFor(MOBILE, 'REGISTER');
    const first = await signUp({
      code,
      cardNo: CARDS.unboundBlue.cardNo,
      cardPassword: encryptPassword(CARDS.unboundBlue.password, KEY),
      username: '蓝海新人',
    });
    expect(first.body.success, first.body.message).toBe(true);
    expect((await userInfo(first.body.result!.accessToken)).result).toMatchObject({ oneId: 'ent-blue' });
    const before = await countAllRows(api.db);
    const second = await signUp({ code, username: 'another01' });
    expect(second.body).toMatchObject({ success: false });
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a body missing a field, with 400 and nothing written', async () => {
    const before = await countAllRows(api.db);
    const { status, body } = await post(API_PATHS.registerBindCard, {
      cardNo: CARDS.unboundAcme.cardNo,
      username: 'someone01',
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(await countAllRows(api.db)).toEqual(before);
  });
});
