import { API_PATHS, type VerifyCodeSent, type VerifyStatus } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_MISSING_CODE } from '../../http/member-session.ts';
import { WRONG_IMAGE_CODE } from '../../services/passport-recovery.ts';
import { WRONG_SMS_CODE } from '../../services/sms-codes.ts';
import { VERIFICATION_MESSAGES } from '../../services/verification.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, deviceWithImageCode, loginAs } from '../../testing/login-as.ts';
import { readOutboxCode } from '../../testing/read-outbox.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of forced verification (spec 03 sections 4, 5 and 7) against the real app and an
// in-memory PGlite seeded from fixtures/: Nova Tech requires a verified mobile and a verified e-mail
// ending with @nova.example.com; xuming has verified neither. The clock only moves forward, ten
// minutes between tests, past every resend limit and code lifetime of the tests before.

const api = setUpTestApp({ clockBetweenTests: 'forward' });
const XUMING = { username: 'xuming', password: 'Nova@2026' } as const;
const NEW_MOBILE = '13500000299';
const NOVA_EMAIL = 'xuming@nova.example.com';
let xu: string;
let zhang: string;

// The clock moves past the access tokens' life between tests: each test logs in afresh.
beforeEach(async () => {
  xu = (await loginAs(api.app, XUMING)).accessToken;
  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
});

const status = async (accessToken: string) =>
  (await api.post<VerifyStatus>(API_PATHS.verifyStatus, {}, { accessToken })).body.result;

type SendBody = { mobile?: string; email?: string; code?: string };

/**
 * Draws an image code for a fresh device, then answers the send from that device (with the code
 * from the outbox unless `code` is given): the drawing is written before a refusal counts rows.
 */
async function sendFromDevice(body: SendBody, accessToken = xu) {
  const device = await deviceWithImageCode(api.app);
  return () =>
    api.post<VerifyCodeSent | null>(
      API_PATHS.sendVerifyCode,
      { code: device.code, ...body },
      { accessToken, headers: { uuid: device.uuid } },
    );
}

const sendCode = async (body: SendBody, accessToken = xu) => (await sendFromDevice(body, accessToken))();

/** Reads the newest mail code sent to an address from the development outbox. */
const readMailCode = (email: string) => readOutboxCode(api.app, email, 'email');

const verify = (payload: object, accessToken = xu) =>
  api.post<null>(API_PATHS.verifyUserInfo, payload, { accessToken });

const memberRow = async (username: string) =>
  (
    await api.db.query(
      `SELECT mobile, email, mobile_verified_at AS "mobileAt", email_verified_at AS "emailAt"
       FROM members WHERE username = $1`,
      [username],
    )
  )[0];

describe('getVerifyStatus', () => {
  it("answers what Nova Tech requires, the member's masked mobile and the allowed suffixes", async () => {
    expect(await status(xu)).toEqual({
      bindMobile: '135****0201',
      mobileVerify: false,
      bindEmail: null,
      emailVerify: false,
      emailFormat: ['@nova.example.com'],
      requireMobile: true,
      requireEmail: true,
    });
  });

  it('requires nothing of a member of an enterprise without verification', async () => {
    expect(await status(zhang)).toMatchObject({ requireMobile: false, requireEmail: false, emailFormat: [] });
  });

  it('is for members only', async () => {
    const { status: code, body } = await api.post(API_PATHS.verifyStatus, {});
    expect(code).toBe(401);
    expect(body).toMatchObject({ success: false, code: SESSION_MISSING_CODE });
  });
});

describe('sendSmsWithVerify', () => {
  it('sends an SMS code to the mobile after the graphic code and keeps it in the outbox', async () => {
    const { status: code, body } = await sendCode({ mobile: NEW_MOBILE });
    expect(code).toBe(200);
    expect(body.result).toEqual({
      channel: 'sms',
      to: '135****0299',
      resendInSeconds: 60,
      expiresInSeconds: 300,
    });
    expect(await readSmsCode(api.app, NEW_MOBILE)).toMatch(/^\d{6}$/);
  });

  it('sends a mail code to an e-mail with an allowed suffix', async () => {
    const { body } = await sendCode({ email: 'XuMing@Nova.Example.com' });
    expect(body.result).toMatchObject({ channel: 'email', to: NOVA_EMAIL });
    expect(await readMailCode(NOVA_EMAIL)).toMatch(/^\d{6}$/);
  });

  it("refuses a send without the graphic code with 'please enter graphic code', writing nothing", async () => {
    await expectRefusedWithoutWriting(api.db, await sendFromDevice({ mobile: NEW_MOBILE, code: '' }), {
      code: 30000,
      message: VERIFICATION_MESSAGES.imageCodeRequired,
    });
  });

  it('refuses a wrong graphic code, writing nothing', async () => {
    await expectRefusedWithoutWriting(api.db, await sendFromDevice({ mobile: NEW_MOBILE, code: 'ZZZZ' }), {
      code: 30000,
      message: WRONG_IMAGE_CODE,
    });
  });

  it('refuses a malformed mobile, writing nothing', async () => {
    await expectRefusedWithoutWriting(api.db, await sendFromDevice({ mobile: '12345' }), {
      message: VERIFICATION_MESSAGES.badMobile,
    });
  });

  it("refuses an e-mail without an allowed suffix with 'please enter correctly formatted enterprise email'", async () => {
    for (const email of ['xuming@gmail.com', 'not-an-email', 'x@nova.example.com.evil.cn']) {
      await expectRefusedWithoutWriting(api.db, await sendFromDevice({ email }), {
        message: VERIFICATION_MESSAGES.badEmail,
      });
    }
  });

  it('refuses a send naming both a mobile and an e-mail, or neither', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      await sendFromDevice({ mobile: NEW_MOBILE, email: NOVA_EMAIL }),
      {
        message: VERIFICATION_MESSAGES.oneRecipient,
      },
    );
    await expectRefusedWithoutWriting(api.db, await sendFromDevice({}), {
      message: VERIFICATION_MESSAGES.oneRecipient,
    });
  });

  it('refuses a second code to the same mobile within 60 s, writing nothing', async () => {
    expect((await sendCode({ mobile: NEW_MOBILE })).status).toBe(200);
    api.advanceClock(30);
    await expectRefusedWithoutWriting(api.db, await sendFromDevice({ mobile: NEW_MOBILE }), {
      status: 429,
      message: /30秒后再试/,
    });
    api.advanceClock(31);
    expect((await sendCode({ mobile: NEW_MOBILE })).status).toBe(200);
  });

  it('refuses unknown fields', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      await sendFromDevice({ mobile: NEW_MOBILE, extra: 1 } as object),
    );
  });
});

describe('verifyUserInfo', () => {
  it('refuses a missing mobile, SMS code, e-mail or mail code with its own message, writing nothing', async () => {
    const before = await memberRow('xuming');
    const cases: [object, string][] = [
      [{ email: NOVA_EMAIL, emailCode: '123456' }, VERIFICATION_MESSAGES.mobileRequired],
      [
        { mobile: '1350000', smsCode: '123456', email: NOVA_EMAIL, emailCode: '1' },
        VERIFICATION_MESSAGES.badMobile,
      ],
      [{ mobile: NEW_MOBILE, email: NOVA_EMAIL, emailCode: '123456' }, VERIFICATION_MESSAGES.smsCodeRequired],
      [{ mobile: NEW_MOBILE, smsCode: '123456' }, VERIFICATION_MESSAGES.emailRequired],
      [
        { mobile: NEW_MOBILE, smsCode: '123456', email: 'a@b.com', emailCode: '1' },
        VERIFICATION_MESSAGES.badEmail,
      ],
      [{ mobile: NEW_MOBILE, smsCode: '123456', email: NOVA_EMAIL }, VERIFICATION_MESSAGES.emailCodeRequired],
    ];
    for (const [payload, message] of cases) {
      await expectRefusedWithoutWriting(api.db, () => verify(payload), { message });
    }
    expect(await memberRow('xuming')).toEqual(before);
  });

  it('refuses a wrong SMS code or mail code, storing nothing', async () => {
    await sendCode({ mobile: NEW_MOBILE });
    await sendCode({ email: NOVA_EMAIL });
    const smsCode = await readSmsCode(api.app, NEW_MOBILE);
    const mailCode = await readMailCode(NOVA_EMAIL);
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    const before = await memberRow('xuming');
    await expectRefusedWithoutWriting(
      api.db,
      () => verify({ mobile: NEW_MOBILE, smsCode: wrong(smsCode), email: NOVA_EMAIL, emailCode: mailCode }),
      { code: 30000, message: WRONG_SMS_CODE },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => verify({ mobile: NEW_MOBILE, smsCode, email: NOVA_EMAIL, emailCode: wrong(mailCode) }),
      { code: 30000, message: VERIFICATION_MESSAGES.wrongEmailCode },
    );
    expect(await memberRow('xuming')).toEqual(before);
    expect((await status(xu)).mobileVerify).toBe(false);
  });

  it("refuses another member's code", async () => {
    await sendCode({ mobile: NEW_MOBILE }, zhang);
    const smsCode = await readSmsCode(api.app, NEW_MOBILE);
    await sendCode({ email: NOVA_EMAIL });
    const emailCode = await readMailCode(NOVA_EMAIL);
    await expectRefusedWithoutWriting(
      api.db,
      () => verify({ mobile: NEW_MOBILE, smsCode, email: NOVA_EMAIL, emailCode }),
      { message: WRONG_SMS_CODE },
    );
  });

  it('stores the mobile and the e-mail as verified with both codes, and each code works once', async () => {
    await sendCode({ mobile: NEW_MOBILE });
    await sendCode({ email: NOVA_EMAIL });
    const payload = {
      mobile: NEW_MOBILE,
      smsCode: await readSmsCode(api.app, NEW_MOBILE),
      email: NOVA_EMAIL,
      emailCode: await readMailCode(NOVA_EMAIL),
    };
    const { status: code, body } = await verify(payload);
    expect(body.message).toBe('success');
    expect(code).toBe(200);
    expect(await status(xu)).toMatchObject({
      bindMobile: '135****0299',
      mobileVerify: true,
      bindEmail: NOVA_EMAIL,
      emailVerify: true,
    });
    // The member has verified both: a second submission is a check of codes already spent.
    await expectRefusedWithoutWriting(api.db, () => verify(payload), { message: WRONG_SMS_CODE });
  });
});
