import { API_PATHS, type MemberDetail, type VerifyStatus } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_PROFILE_MESSAGES } from '../../services/member-profile.ts';
import { decryptPassword, readPasswordKey } from '../../services/password-cipher.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the profile (/home/profile, spec 03 sections 5 and 7) against the real app and an
// in-memory PGlite seeded from fixtures/: getUserDetail seals the employee number, mobile and e-mail,
// updateUser checks the nickname (required, at most 10) and takes the sealed fields.

const KEY = readPasswordKey();
const api = setUpTestApp();
let zhang: string;
let he: string;

beforeEach(async () => {
  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
  he = (await loginAs(api.app, { username: 'hejia', password: 'Nova@2026' })).accessToken;
});

const detailOf = async (accessToken: string) =>
  (await api.post<MemberDetail>(API_PATHS.memberDetail, {}, { accessToken })).body.result;
const update = (payload: object, accessToken = zhang) =>
  api.post<null>(API_PATHS.memberUpdate, payload, { accessToken });
const open = (sealed: string | null) => (sealed === null ? null : decryptPassword(sealed, KEY));
const memberRow = async (username: string) =>
  (await api.db.query('SELECT * FROM members WHERE username = $1', [username]))[0];

describe('getUserDetail', () => {
  it("answers the member's profile with the employee number, mobile and e-mail encrypted", async () => {
    const detail = await detailOf(zhang);
    expect(detail).toMatchObject({
      username: 'zhangwei',
      nickName: '张伟',
      point: 5000,
      enterpriseName: '艾克米科技有限公司',
    });
    expect(detail.mobile).not.toContain('138');
    expect(open(detail.code)).toBe('A0001');
    expect(open(detail.mobile)).toBe('13812341234');
    expect(open(detail.email)).toBe('zhangwei@acme.mall.invalid');
  });

  it('is for members only', async () => {
    expect((await api.post(API_PATHS.memberDetail, {})).status).toBe(401);
  });
});

describe('updateUser', () => {
  it("refuses an empty or missing nickname with 'nickname cannot be empty', changing nothing", async () => {
    const before = await memberRow('zhangwei');
    for (const payload of [{}, { nickName: '' }, { nickName: '   ' }]) {
      await expectRefusedWithoutWriting(api.db, () => update(payload), {
        code: 30000,
        message: MEMBER_PROFILE_MESSAGES.nickNameRequired,
      });
    }
    expect(await memberRow('zhangwei')).toEqual(before);
  });

  it('refuses a nickname of more than 10 characters, changing nothing', async () => {
    const before = await memberRow('zhangwei');
    await expectRefusedWithoutWriting(api.db, () => update({ nickName: '一二三四五六七八九十一' }), {
      message: '昵称最多10个字',
    });
    expect(await memberRow('zhangwei')).toEqual(before);
  });

  it('changes the nickname of up to 10 characters', async () => {
    expect((await update({ nickName: '一二三四五六七八九十' })).status).toBe(200);
    expect((await detailOf(zhang)).nickName).toBe('一二三四五六七八九十');
    expect((await update({ nickName: ' 小张 ' })).status).toBe(200);
    expect((await detailOf(zhang)).nickName).toBe('小张');
  });

  it('refuses a sealed field that does not decrypt, or a malformed mobile, changing nothing', async () => {
    const before = await memberRow('zhangwei');
    await expectRefusedWithoutWriting(
      api.db,
      () => update({ nickName: '小张', mobile: 'bm90IHNlYWxlZA==' }),
      {
        message: MEMBER_PROFILE_MESSAGES.unreadable,
      },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => update({ nickName: '小张', mobile: encryptPassword('12345', KEY) }),
      { message: MEMBER_PROFILE_MESSAGES.badMobile },
    );
    expect(await memberRow('zhangwei')).toEqual(before);
  });

  it('takes a new encrypted mobile, which then has to be verified again', async () => {
    const verified = (await api.post<VerifyStatus>(API_PATHS.verifyStatus, {}, { accessToken: he })).body
      .result;
    expect(verified.mobileVerify).toBe(true);
    const { status } = await update({ nickName: '何佳', mobile: encryptPassword('13500000203', KEY) }, he);
    expect(status).toBe(200);
    expect(open((await detailOf(he)).mobile)).toBe('13500000203');
    const after = (await api.post<VerifyStatus>(API_PATHS.verifyStatus, {}, { accessToken: he })).body.result;
    expect(after).toMatchObject({ mobileVerify: false, emailVerify: true });
  });
});
