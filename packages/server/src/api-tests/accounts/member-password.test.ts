import { API_PATHS, type TokenPair, type UserInfo } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the logged-in member's login-password change (spec 03 section 5) against the real app
// and an in-memory PGlite seeded from fixtures/. Each refusal is checked for its exact message and
// for leaving the member as it was: hash, must-change flag and every session.

const KEY = readPasswordKey();
const enc = (plain: string) => encryptPassword(plain, KEY);

const api = setUpTestApp();

const LINA = DEMO_MEMBERS.acmeMustChangePassword;
const ZHANG = DEMO_MEMBERS.acme;

/** What a change must leave alone when it is refused. */
async function memberState(username: string) {
  const [row] = await api.db.query<{ hash: string; updatePwd: string; liveTokens: number }>(
    `SELECT m.password_hash AS hash, m.update_pwd AS "updatePwd",
            (SELECT count(*)::int FROM refresh_tokens r WHERE r.member_id = m.id AND r.revoked_at IS NULL)
              AS "liveTokens"
     FROM members m WHERE m.username = $1`,
    [username],
  );
  if (!row) throw new Error(`no member ${username}`);
  return row;
}

const changePassword = (session: TokenPair, body: object) =>
  api.post<null>(API_PATHS.updateLoginPassword, body, { accessToken: session.accessToken });

const userInfo = (session: TokenPair) =>
  api.get<UserInfo | null>(API_PATHS.userInfo, { accessToken: session.accessToken });

/** Expects the change to be refused with `message` (code 30000) and the member left as it was. */
async function expectRefusal(username: string, session: TokenPair, body: object, message: string) {
  const before = await memberState(username);
  await expectRefusedWithoutWriting(api.db, () => changePassword(session, body), { code: 30000, message });
  expect(await memberState(username)).toEqual(before);
}

describe('changing the login password', () => {
  // Each refusal from a fresh login of zhangwei, in this order: the wrong old password counts
  // towards the lock.
  it.each([
    {
      refusal: 'refuses a new password shorter than 8 characters: 请输入8-16位的密码',
      body: { oldPassword: enc(ZHANG.password), newPassword: enc('Ab@1234') },
      message: '请输入8-16位的密码',
    },
    {
      refusal: 'refuses a new password longer than 16 characters: 请输入8-16位的密码',
      body: { oldPassword: enc(ZHANG.password), newPassword: enc('Abcdefgh@12345678') },
      message: '请输入8-16位的密码',
    },
    {
      refusal: 'refuses a new password of fewer than three kinds of character in the words of the hint',
      body: { oldPassword: enc(ZHANG.password), newPassword: enc('abcdefgh1234') },
      message: '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种',
    },
    {
      refusal: 'refuses a wrong old password and says how many tries are left before the lock',
      body: { oldPassword: enc('Wrong@2026'), newPassword: enc('Fresh@2026x') },
      message: '原密码错误，还可尝试4次',
    },
    {
      refusal: 'refuses a new password equal to the old one',
      body: { oldPassword: enc(ZHANG.password), newPassword: enc(ZHANG.password) },
      message: '新密码不能与原密码相同',
    },
    {
      refusal: 'asks for the old password when it is empty, rather than saying it does not decrypt',
      body: { oldPassword: enc(''), newPassword: enc('Fresh@2026x') },
      message: '请输入原密码',
    },
    {
      refusal: 'asks for the new password when it is empty',
      body: { oldPassword: enc(ZHANG.password), newPassword: enc('') },
      message: '请输入新密码',
    },
    {
      refusal: 'refuses a password that does not decrypt',
      body: { oldPassword: 'not-encrypted', newPassword: enc('Fresh@2026x') },
      message: '密码无法解密，请刷新页面后重试',
    },
  ])('$refusal', async ({ body, message }) => {
    const session = await loginAs(api.app, ZHANG);
    await expectRefusal(ZHANG.username, session, body, message);
  });

  it('refuses a body without the old password, or with unknown fields, writing nothing', async () => {
    const session = await loginAs(api.app, ZHANG);
    for (const body of [
      { newPassword: enc('Fresh@2026x') },
      { oldPassword: enc(ZHANG.password), newPassword: enc('Fresh@2026x'), username: 'lina' },
    ]) {
      await expectRefusedWithoutWriting(api.db, () => changePassword(session, body));
    }
    expect((await userInfo(session)).body.success).toBe(true);
  });

  it('refuses a guest with 401', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.post(API_PATHS.updateLoginPassword, {
          oldPassword: enc(ZHANG.password),
          newPassword: enc('Fresh@2026x'),
        }),
      { status: 401, code: 20003 },
    );
  });

  it('takes a new password of three kinds without a symbol, as the hint allows (Abcdefg1)', async () => {
    const session = await loginAs(api.app, ZHANG);
    const { status, body } = await changePassword(session, {
      oldPassword: enc(ZHANG.password),
      newPassword: enc('Abcdefg1'),
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const withNew = await loginAs(api.app, { username: ZHANG.username, password: 'Abcdefg1' });
    expect((await userInfo(withNew)).body.result).toMatchObject({ username: ZHANG.username });

    // The tests after this one log in with the demo password.
    const back = await changePassword(withNew, {
      oldPassword: enc('Abcdefg1'),
      newPassword: enc(ZHANG.password),
    });
    expect(back.body.success).toBe(true);
  });

  it('stores the new password, clears updatePwd, keeps this login and ends the member’s others', async () => {
    const elsewhere = await loginAs(api.app, LINA);
    const here = await loginAs(api.app, LINA);
    expect((await userInfo(here)).body.result).toMatchObject({ updatePwd: '1', updatePayPwd: '1' });

    const { status, body } = await changePassword(here, {
      oldPassword: enc(LINA.password),
      newPassword: enc('Lina#2026new'),
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);

    const after = await userInfo(here);
    expect(after.body.result).toMatchObject({ updatePwd: '0', updatePayPwd: '1' });
    expect((await userInfo(elsewhere)).status).toBe(401);
    expect((await memberState(LINA.username)).hash).toMatch(/^\$argon2id\$/);

    await expect(loginAs(api.app, LINA)).rejects.toThrow(/账号或密码错误/);
    const withNew = await loginAs(api.app, { username: LINA.username, password: 'Lina#2026new' });
    expect((await userInfo(withNew)).body.result).toMatchObject({ username: 'lina', updatePwd: '0' });
  });
});
