import { API_PATHS, type SmsCodeSent, type TokenPair, type UserInfo } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the pay-password screen (spec 03 sections 4 and 5): the SMS code to the member's own
// mobile, and changing the pay password with it or with the old one. The clock only moves forward,
// ten minutes after each test, past the resend limit and the life of every code sent before.

const KEY = readPasswordKey();
const enc = (plain: string) => encryptPassword(plain, KEY);

const api = setUpTestApp({ clockBetweenTests: 'forward' });

/** Has a pay password (Pay2026); may change it with the old one or a code. */
const ZHANG = { ...DEMO_MEMBERS.acme, mobile: '13812341234', payPassword: 'Pay2026' } as const;
/** Has a pay password (Blue2026) and updatePayPwdWithCode '1': only a code will do. */
const WANG = { ...DEMO_MEMBERS.blue, mobile: '13700001111', payPassword: 'Blue2026' } as const;

// Fresh logins for every test: the clock moves past an access token's hour within a few tests.
let zhang: TokenPair;
let wang: TokenPair;
beforeEach(async () => {
  zhang = await loginAs(api.app, ZHANG);
  wang = await loginAs(api.app, WANG);
});

const sendCode = (session: TokenPair, body: object = { function: 'PAY_PASSWORD' }) =>
  api.post<SmsCodeSent | null>(API_PATHS.sendMemberSmsCode, body, { accessToken: session.accessToken });

const changePayPassword = (session: TokenPair, body: object) =>
  api.post<null>(API_PATHS.payPassword, body, { accessToken: session.accessToken });

const payPasswordIs = async (session: TokenPair, plain: string) =>
  (
    await api.post<boolean | null>(
      API_PATHS.orderPayPasswordCheck,
      { password: enc(plain) },
      { accessToken: session.accessToken },
    )
  ).body.result === true;

/** The member's pay password and flags, and whether their newest pay-password code is spent. */
async function payState(username: string) {
  const [row] = await api.db.query<{ hash: string | null; updatePayPwd: string; codeUsed: boolean | null }>(
    `SELECT m.pay_password_hash AS hash, m.update_pay_pwd AS "updatePayPwd",
            (SELECT s.used_at IS NOT NULL FROM sms_codes s WHERE s.mobile = m.mobile AND s.purpose = 'PAY_PASSWORD'
             ORDER BY s.id DESC LIMIT 1) AS "codeUsed"
     FROM members m WHERE m.username = $1`,
    [username],
  );
  if (!row) throw new Error(`no member ${username}`);
  return row;
}

/** Expects the change refused with `message` (code 30000) and the member's pay password as it was. */
async function expectRefusal(username: string, session: TokenPair, body: object, message: string) {
  const before = await payState(username);
  await expectRefusedWithoutWriting(api.db, () => changePayPassword(session, body), { code: 30000, message });
  expect(await payState(username)).toEqual(before);
}

describe('the SMS code of the pay-password screen', () => {
  it('goes to the member’s own mobile, answered masked, and the code reaches the outbox', async () => {
    const { status, body } = await sendCode(zhang);
    expect(status).toBe(200);
    expect(body.result).toEqual({ mobile: '138****1234', resendInSeconds: 60, expiresInSeconds: 300 });
    expect(await readSmsCode(api.app, ZHANG.mobile)).toMatch(/^\d{6}$/);
  });

  it('is refused a second time within 60 s with 429, writing nothing', async () => {
    expect((await sendCode(zhang)).status).toBe(200);
    api.advanceClock(30);
    await expectRefusedWithoutWriting(api.db, () => sendCode(zhang), {
      status: 429,
      message: '短信发送过于频繁，请30秒后再试',
    });
  });

  it('is refused to a member without a mobile, to a guest and for another purpose', async () => {
    const kiosk = await loginAs(api.app, DEMO_MEMBERS.blueKiosk);
    await expectRefusedWithoutWriting(api.db, () => sendCode(kiosk), {
      code: 30000,
      message: '该账号未绑定手机号，请联系管理员',
    });
    await expectRefusedWithoutWriting(
      api.db,
      () => api.post(API_PATHS.sendMemberSmsCode, { function: 'PAY_PASSWORD' }),
      { status: 401, code: 20003 },
    );
    await expectRefusedWithoutWriting(api.db, () => sendCode(zhang, { function: 'FORGET_PASSWORD' }));
  });
});

describe('changing the pay password', () => {
  it.each([
    { refusal: 'shorter than 6 characters: 支付密码为6-16位字母或数字', newPassword: 'Ab123' },
    { refusal: 'longer than 16 characters', newPassword: 'Abcdefgh123456789' },
    { refusal: 'with characters other than letters and digits', newPassword: 'Pay@2026' },
  ])('refuses a new pay password $refusal', async ({ newPassword }) => {
    await expectRefusal(
      ZHANG.username,
      zhang,
      { oldPassword: enc(ZHANG.payPassword), newPassword: enc(newPassword) },
      '支付密码为6-16位字母或数字',
    );
  });

  it('refuses a body without the new pay password', async () => {
    const before = await payState(ZHANG.username);
    await expectRefusedWithoutWriting(api.db, () =>
      changePayPassword(zhang, { oldPassword: enc(ZHANG.payPassword) }),
    );
    expect(await payState(ZHANG.username)).toEqual(before);
  });

  it('refuses an empty SMS code when the member must use one: 短信验证码不能为空', async () => {
    for (const body of [
      { code: '', newPassword: enc('Blue2027') },
      // The old pay password does not stand in for the code.
      { oldPassword: enc(WANG.payPassword), newPassword: enc('Blue2027') },
    ]) {
      await expectRefusal(WANG.username, wang, body, '短信验证码不能为空');
    }
  });

  it('refuses neither the old pay password nor a code', async () => {
    await expectRefusal(
      ZHANG.username,
      zhang,
      { newPassword: enc('Pay2027') },
      '请输入原支付密码或短信验证码',
    );
  });

  it('refuses a wrong SMS code without spending the real one', async () => {
    expect((await sendCode(wang)).status).toBe(200);
    const real = await readSmsCode(api.app, WANG.mobile);
    await expectRefusal(
      WANG.username,
      wang,
      { code: real === '000000' ? '111111' : '000000', newPassword: enc('Blue2027') },
      '短信验证码错误或已失效',
    );
    expect(await payPasswordIs(wang, WANG.payPassword)).toBe(true);
  });

  it('refuses a wrong old pay password, counting the try but keeping the pay password', async () => {
    const before = await payState(ZHANG.username);
    const { status, body } = await changePayPassword(zhang, {
      oldPassword: enc('Wrong2026'),
      newPassword: enc('Pay2027'),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 30000, message: '请输入正确的支付密码' });
    expect(await payState(ZHANG.username)).toEqual(before);
  });

  it('refuses a member without a pay password: they set the first one instead', async () => {
    const chen = await loginAs(api.app, DEMO_MEMBERS.acmeFirstCheckout);
    await expectRefusal(
      DEMO_MEMBERS.acmeFirstCheckout.username,
      chen,
      { oldPassword: enc('Chen2026'), newPassword: enc('Chen2027') },
      '请先设置支付密码',
    );
  });

  it('changes it with the SMS code, spends the code and clears updatePayPwd', async () => {
    await api.db.query(`UPDATE members SET update_pay_pwd = '1' WHERE username = $1`, [WANG.username]);
    expect((await sendCode(wang)).status).toBe(200);
    const code = await readSmsCode(api.app, WANG.mobile);

    const { status, body } = await changePayPassword(wang, { code, newPassword: enc('Blue2027') });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await payState(WANG.username)).toMatchObject({ updatePayPwd: '0', codeUsed: true });
    expect(await payPasswordIs(wang, 'Blue2027')).toBe(true);
    expect(await payPasswordIs(wang, WANG.payPassword)).toBe(false);

    // A spent code does not allow a second change.
    await expectRefusal(
      WANG.username,
      wang,
      { code, newPassword: enc('Blue2028') },
      '短信验证码错误或已失效',
    );
  });

  it('changes it with the old pay password when no code is required', async () => {
    const { body } = await changePayPassword(zhang, {
      oldPassword: enc(ZHANG.payPassword),
      newPassword: enc('Pay2027'),
    });
    expect(body.success).toBe(true);
    expect(await payPasswordIs(zhang, 'Pay2027')).toBe(true);
    expect(await payPasswordIs(zhang, ZHANG.payPassword)).toBe(false);
  });

  it('sets the first pay password of a member told to, and the flag becomes 0', async () => {
    const linaLogin = await loginAs(api.app, DEMO_MEMBERS.acmeMustChangePassword);
    const info = () => api.get<UserInfo | null>(API_PATHS.userInfo, { accessToken: linaLogin.accessToken });
    expect((await info()).body.result).toMatchObject({ updatePayPwd: '1' });
    const { body } = await api.post(
      API_PATHS.walletSetPassword,
      { password: enc('Lina2026') },
      { accessToken: linaLogin.accessToken },
    );
    expect(body.success).toBe(true);
    expect((await info()).body.result).toMatchObject({ updatePayPwd: '0' });
    expect(await payPasswordIs(linaLogin, 'Lina2026')).toBe(true);
  });
});
