import { API_PATHS, type LeaveMessage, type LeaveMessagePage, type StationMessagePage } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGE_MESSAGES } from '../../services/member-messages.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of /home/message against the real app on a seeded PGlite: leaving a message or
// suggestion (each rule with its exact message, nothing written on failure), the list of those left
// with the service's replies, and the station messages: paged unread first, marked read, deleted, and
// never reachable by another member.

/** zhangwei: two messages left (one answered) and three station messages (one read) seeded. */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });
/** wangfang: nothing seeded. */

const leave = (payload: object, accessToken: string = api.tokens.zhang) =>
  api.post<LeaveMessage>(API_PATHS.userLeaveMessage, payload, { accessToken });
const leftMessages = async (accessToken: string, query = '') =>
  (await api.get<LeaveMessagePage>(`${API_PATHS.userMessages}${query}`, { accessToken })).body.result;
const stationMessages = async (accessToken: string, query = '', headers: Record<string, string> = {}) =>
  (await api.get<StationMessagePage>(`${API_PATHS.memberMessages}${query}`, { accessToken, headers })).body
    .result;
const markRead = (id: string, accessToken: string = api.tokens.zhang) =>
  api.call<null>('PUT', API_PATHS.memberMessage(id), { accessToken });
const remove = (id: string, accessToken: string = api.tokens.zhang) =>
  api.call<null>('DELETE', API_PATHS.memberMessage(id), { accessToken });

async function readAtOf(id: string): Promise<Date | null | undefined> {
  const [row] = await api.db.query<{ readAt: Date | null }>(
    'SELECT read_at AS "readAt" FROM member_station_messages WHERE id = $1',
    [id],
  );
  return row?.readAt;
}

describe('messages and suggestions (userLeaveMessage, getUserMessages)', () => {
  it('lists what the member left, the newest first, with the answered one carrying its reply', async () => {
    const page = await leftMessages(api.tokens.zhang);
    expect(page).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(page.records.map((m) => [m.id, m.type, m.reply !== null])).toEqual([
      ['lmsg-acme-zhang-points', 'CONSULTATION', false],
      ['lmsg-acme-zhang-fresh', 'SUGGESTION', true],
    ]);
    expect(page.records[1]?.reply).toBe('感谢您的建议！生鲜频道将于下月上新，周末配送已与物流伙伴确认。');
    expect(page.records[1]?.replyTime).toEqual(expect.any(String));
    expect(await leftMessages(api.tokens.wang)).toMatchObject({ total: 0, records: [] });
  });

  it('stores a message of 300 characters and lists it first, without a reply yet', async () => {
    const content = '好'.repeat(300);
    const { status, body } = await leave({ type: 'COMPLAINT', content }, api.tokens.wang);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ type: 'COMPLAINT', content, reply: null, replyTime: null });
    expect(body.result.createTime).toBe(api.clock.toISOString());
    const page = await leftMessages(api.tokens.wang);
    expect(page.records.map((m) => m.id)).toEqual([body.result.id]);
  });

  it('pages the list', async () => {
    const page = await leftMessages(api.tokens.zhang, '?pageNumber=2&pageSize=1');
    expect(page).toMatchObject({ total: 2, current: 2, size: 1, pages: 2 });
    expect(page.records.map((m) => m.id)).toEqual(['lmsg-acme-zhang-fresh']);
  });

  it.each([
    [
      'a text of 301 characters',
      { type: 'SUGGESTION', content: '好'.repeat(301) },
      MEMBER_MESSAGE_MESSAGES.tooLong,
    ],
    ['an empty text', { type: 'SUGGESTION', content: '' }, MEMBER_MESSAGE_MESSAGES.blank],
    ['a text of spaces only', { type: 'SUGGESTION', content: '   \n ' }, MEMBER_MESSAGE_MESSAGES.blank],
    ['no text', { type: 'SUGGESTION' }, MEMBER_MESSAGE_MESSAGES.blank],
    ['no type', { content: '建议' }, MEMBER_MESSAGE_MESSAGES.type],
    ['an unknown type', { type: 'PRAISE', content: '建议' }, MEMBER_MESSAGE_MESSAGES.type],
  ])('refuses %s with its message, writing nothing', async (_case, payload, message) => {
    await expectRefusedWithoutWriting(api.db, () => leave(payload), { status: 400, message });
  });

  it('refuses an unknown field and a guest, writing nothing', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () => leave({ type: 'SUGGESTION', content: '建议', reply: '好' }),
      {
        status: 400,
        message: /不支持的字段 reply/,
      },
    );
    await expectGuestRefused(api.db, () =>
      api.post(API_PATHS.userLeaveMessage, { type: 'SUGGESTION', content: '建议' }),
    );
  });

  it('refuses a page size over 50', async () => {
    const { status, body } = await api.get(`${API_PATHS.userMessages}?pageSize=51`, {
      accessToken: api.tokens.zhang,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('station messages (GET, PUT and DELETE /buyer/message/member)', () => {
  it('lists the unread first, then the newest, with the unread count, in the caller’s language', async () => {
    const page = await stationMessages(api.tokens.zhang);
    expect(page).toMatchObject({ total: 3, unread: 2, current: 1, pages: 1 });
    expect(page.records.map((m) => [m.id, m.read])).toEqual([
      ['smsg-acme-zhang-order', false],
      ['smsg-acme-zhang-grant', false],
      ['smsg-acme-zhang-welcome', true],
    ]);
    expect(page.records[0]?.title).toBe('订单已发货');
    const english = await stationMessages(api.tokens.zhang, '', { locale: 'en-US' });
    expect(english.records[0]?.title).toBe('Order shipped');
    expect(await stationMessages(api.tokens.wang)).toMatchObject({ total: 0, unread: 0, records: [] });
  });

  it('marks a message read once: reading it again keeps the first time', async () => {
    const { status, body } = await markRead('smsg-acme-zhang-order');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const firstRead = api.clock;
    expect(await readAtOf('smsg-acme-zhang-order')).toEqual(firstRead);

    api.advanceClock(60);
    await markRead('smsg-acme-zhang-order');
    expect(await readAtOf('smsg-acme-zhang-order')).toEqual(firstRead);
    const page = await stationMessages(api.tokens.zhang);
    expect(page.unread).toBe(1);
    expect(page.records.map((m) => m.id)).toEqual([
      'smsg-acme-zhang-grant',
      'smsg-acme-zhang-order',
      'smsg-acme-zhang-welcome',
    ]);
  });

  it("answers another member's or an unknown message as not found, changing nothing", async () => {
    for (const call of [
      () => markRead('smsg-acme-zhang-grant', api.tokens.wang),
      () => remove('smsg-acme-zhang-grant', api.tokens.wang),
      () => markRead('smsg-no-such-message'),
      () => remove('smsg-no-such-message'),
    ]) {
      await expectRefusedWithoutWriting(api.db, call, {
        status: 404,
        message: MEMBER_MESSAGE_MESSAGES.notFound,
      });
    }
    // The refused PUT changed no count, and no reading time either.
    expect(await readAtOf('smsg-acme-zhang-grant')).toBeNull();
  });

  it('deletes a message: it leaves the list and a second delete is not found', async () => {
    const { status } = await remove('smsg-acme-zhang-welcome');
    expect(status).toBe(200);
    const page = await stationMessages(api.tokens.zhang);
    expect(page.records.map((m) => m.id)).not.toContain('smsg-acme-zhang-welcome');
    expect(page.total).toBe(2);
    expect((await remove('smsg-acme-zhang-welcome')).status).toBe(404);
  });

  it('refuses a guest', async () => {
    await expectGuestRefused(api.db, () => api.get(API_PATHS.memberMessages));
  });
});
