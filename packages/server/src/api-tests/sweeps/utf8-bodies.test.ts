import { API_PATHS, type MemberDetail } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { INVALID_UTF8_MESSAGE } from '../../http/strict-utf8.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp, type Answer } from '../../testing/test-app.ts';

// A body must be UTF-8 text. Bytes that are not (0xC3 0x28: a first byte of two, then `(`) used to
// be read as U+FFFD and stored: the member's nickname came back with a character they never typed.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

/** A nickname update whose body is these bytes, in this content type. */
async function updateNickname(
  contentType: string,
  body: Buffer,
  accessToken = api.tokens.zhang,
): Promise<Answer<null>> {
  const response = await api.app.inject({
    method: 'POST',
    url: API_PATHS.memberUpdate,
    headers: { accessToken, 'content-type': contentType },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

const nickname = async () =>
  (await api.post<MemberDetail>(API_PATHS.memberDetail, {}, { accessToken: api.tokens.zhang })).body.result
    .nickName;

describe('a body that is not UTF-8', () => {
  it('is refused as JSON with a 400 and changes nothing', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      await expectRefusedWithoutWriting(
        api.db,
        () => updateNickname(contentType, bytes('{"nickName":"张', [0xc3, 0x28], '"}')),
        { message: INVALID_UTF8_MESSAGE },
      );
    }
    expect(await nickname()).toBe('张伟');
  });

  it('is refused as JSON when an escape names half a character', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () => updateNickname('application/json', bytes('{"nickName":"张\\ud800"}')),
      {
        message: INVALID_UTF8_MESSAGE,
      },
    );
    expect(await nickname()).toBe('张伟');
  });

  it('is refused as a form, in its bytes or in its escapes', async () => {
    const form = 'application/x-www-form-urlencoded';
    for (const body of [
      bytes('nickName=', [0xc3, 0x28]),
      bytes('nickName=%C3%28'),
      bytes('nickName=%ED%A0%80'),
    ]) {
      await expectRefusedWithoutWriting(api.db, () => updateNickname(form, body), {
        message: INVALID_UTF8_MESSAGE,
      });
    }
    expect(await nickname()).toBe('张伟');
  });

  it('tells a guest to log in first', async () => {
    const answer = await updateNickname('application/json', bytes('{"nickName":"', [0xc3, 0x28], '"}'), '');
    expect(answer.status).toBe(401);
  });
});

describe('a body in UTF-8', () => {
  it('is taken as JSON and as a form, Chinese, escaped or not, and a % that escapes nothing', async () => {
    expect((await updateNickname('application/json', bytes('{"nickName":"小张\\u0021"}'))).status).toBe(200);
    expect(await nickname()).toBe('小张!');
    const form = 'application/x-www-form-urlencoded';
    expect((await updateNickname(form, bytes('nickName=%E5%B0%8F%E7%8E%8B'))).status).toBe(200);
    expect(await nickname()).toBe('小王');
    expect((await updateNickname(form, bytes('nickName=张伟+50%'))).status).toBe(200);
    expect(await nickname()).toBe('张伟 50%');
  });
});
