import { API_PATHS, type ComplaintDetail, type ComplaintPage, type ComplaintRequest } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGES } from '../../services/complaints.ts';
import { comparable } from '../../testing/comparable.ts';
import {
  expectAnsweredAsUnknown,
  expectGuestRefused,
  expectRefusedWithoutWriting,
} from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of the member's complaints (/buyer/order/complain) against the real app and an in-memory
// PGlite seeded from the fixtures: filing one about an order or an item of it, the list, one with its
// messages, withdrawing one, writing about one, every refusal, and that no member reaches another's.

/** zhangwei (orders in every status) and wangfang (the other member). */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

/** zhangwei's shipped order of two items (seed/member-lists.json), and wangfang's order. */
const ORDER = 'O26030100007';
const SECOND_ITEM = 'O26030100007-2';
const WANG_ORDER = 'O26030200002';
const UNKNOWN_ID = 'cmp-no-such-complaint';

const COMPLAINT: ComplaintRequest = { orderSn: ORDER, topic: '配送太慢', content: '下单四天才收到。' };

beforeEach(async () => {
  await api.db.exec('DELETE FROM complaint_messages; DELETE FROM complaints;');
});

const file = (payload: object, accessToken: string = api.tokens.zhang) =>
  api.post<ComplaintDetail>(API_PATHS.complaints, payload, { accessToken });
const getOne = (id: string, accessToken: string = api.tokens.zhang) =>
  api.get<ComplaintDetail>(API_PATHS.complaint(id), { accessToken });
const withdraw = (id: string, accessToken: string = api.tokens.zhang) =>
  api.call<ComplaintDetail>('PUT', API_PATHS.complaintCancel(id), { accessToken });
const write = (complainId: string, content: string, accessToken: string = api.tokens.zhang) =>
  api.post<ComplaintDetail>(API_PATHS.complaintMessage, { complainId, content }, { accessToken });
const list = async (accessToken: string, query = '') =>
  (await api.get<ComplaintPage>(`${API_PATHS.complaints}${query}`, { accessToken })).body.result;

/** Files a complaint, checking it succeeds, and answers it. */
const filed = (payload: object = COMPLAINT) => succeeded(file(payload));

describe('POST a complaint', () => {
  it("files one about the member's order, new, shown with the order's first goods", async () => {
    const complaint = await filed();
    expect(complaint).toEqual({
      id: expect.stringMatching(/^cmp-/),
      orderSn: ORDER,
      orderItemSn: null,
      goodsName: '压榨一级花生油 5L',
      image: expect.any(String),
      topic: '配送太慢',
      content: '下单四天才收到。',
      images: [],
      status: 'NEW',
      createTime: TEST_APP_START.toISOString(),
      updateTime: TEST_APP_START.toISOString(),
      messages: [],
    });
    expect((await getOne(complaint.id)).body.result).toEqual(complaint);
  });

  it('files one about an item of the order, shown with that goods', async () => {
    const complaint = await filed({ ...COMPLAINT, orderItemSn: SECOND_ITEM });
    expect(complaint).toMatchObject({ orderItemSn: SECOND_ITEM, goodsName: '特级生抽酱油 500ml×3' });
  });

  it.each([
    ['no topic', { topic: '' }, '请填写投诉主题'],
    ['a topic of 51 characters', { topic: '慢'.repeat(51) }, '投诉主题不能超过50个字'],
    ['blank content', { content: ' \n ' }, '请填写内容'],
    ['content of 513 characters', { content: '慢'.repeat(513) }, '内容不能超过512个字'],
    ['six pictures', { images: Array(6).fill('/img/a.jpg') }, '图片最多5张'],
    ['no order', { orderSn: '' }, '请选择投诉的订单'],
    ['an item of another order', { orderItemSn: 'O26030100006-1' }, COMPLAINT_MESSAGES.itemNotFound],
  ])('refuses %s, saying what is wrong and writing nothing', async (_case, change, message) => {
    await expectRefusedWithoutWriting(api.db, () => file({ ...COMPLAINT, ...change }), { message });
  });

  it("refuses another member's order exactly as an order that does not exist, writing nothing", async () => {
    const unknown = await file({ ...COMPLAINT, orderSn: 'O99999999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(COMPLAINT_MESSAGES.orderNotFound);
    await expectRefusedWithoutWriting(api.db, () => file({ ...COMPLAINT, orderSn: WANG_ORDER }), {
      status: 404,
      message: COMPLAINT_MESSAGES.orderNotFound,
    });
    expect(comparable(await file({ ...COMPLAINT, orderSn: WANG_ORDER }))).toEqual(comparable(unknown));
  });
});

describe('GET the complaint list', () => {
  it("answers the member's complaints, newest first, paged", async () => {
    const older = await filed();
    api.advanceClock(60);
    const newer = await filed({ ...COMPLAINT, topic: '包装破损' });
    const page = await list(api.tokens.zhang, '?pageNumber=1&pageSize=1');
    expect(page).toMatchObject({ total: 2, current: 1, size: 1, pages: 2 });
    expect(page.records.map((c) => c.id)).toEqual([newer.id]);
    expect((await list(api.tokens.zhang, '?pageNumber=2&pageSize=1')).records.map((c) => c.id)).toEqual([
      older.id,
    ]);
    expect(await list(api.tokens.wang)).toEqual({ records: [], total: 0, current: 1, size: 10, pages: 0 });
  });
});

describe('one complaint: messages and withdrawing', () => {
  it('adds the member’s messages, trimmed, oldest first', async () => {
    const complaint = await filed();
    api.advanceClock(60);
    await write(complaint.id, '  请尽快处理。 ');
    api.advanceClock(60);
    const { body } = await write(complaint.id, '谢谢');
    expect(body.result.messages.map(({ sender, content }) => [sender, content])).toEqual([
      ['MEMBER', '请尽快处理。'],
      ['MEMBER', '谢谢'],
    ]);
    expect((await getOne(complaint.id)).body.result.messages).toEqual(body.result.messages);
  });

  it('refuses a message of 301 characters, writing nothing', async () => {
    const complaint = await filed();
    await expectRefusedWithoutWriting(api.db, () => write(complaint.id, '慢'.repeat(301)), {
      message: '内容不能超过300个字',
    });
  });

  it('withdraws a complaint, then refuses to withdraw it again or write about it, writing nothing', async () => {
    const complaint = await filed();
    const { status, body } = await withdraw(complaint.id);
    expect(status).toBe(200);
    expect(body.result.status).toBe('CANCEL');
    await expectRefusedWithoutWriting(api.db, () => withdraw(complaint.id), {
      message: COMPLAINT_MESSAGES.closed,
    });
    await expectRefusedWithoutWriting(api.db, () => write(complaint.id, '还在吗'), {
      message: COMPLAINT_MESSAGES.closed,
    });
  });

  it('refuses to withdraw a completed complaint', async () => {
    const complaint = await filed();
    await api.db.query(`UPDATE complaints SET status = 'COMPLETE' WHERE id = $1`, [complaint.id]);
    await expectRefusedWithoutWriting(api.db, () => withdraw(complaint.id), {
      message: COMPLAINT_MESSAGES.closed,
    });
  });

  it("answers another member's complaint exactly as one that does not exist, for every call, changing nothing", async () => {
    const complaint = await filed();
    const calls = [
      (id: string) => getOne(id, api.tokens.wang),
      (id: string) => withdraw(id, api.tokens.wang),
      (id: string) => write(id, '你好', api.tokens.wang),
    ];
    await expectAnsweredAsUnknown(
      api.db,
      calls,
      { owned: complaint.id, unknown: UNKNOWN_ID },
      COMPLAINT_MESSAGES.notFound,
    );
    expect((await getOne(complaint.id)).body.result).toMatchObject({ status: 'NEW', messages: [] });
  });
});

describe('every complaint call', () => {
  it.each([
    ['GET', API_PATHS.complaints],
    ['POST', API_PATHS.complaints],
    ['GET', API_PATHS.complaint(UNKNOWN_ID)],
    ['PUT', API_PATHS.complaintCancel(UNKNOWN_ID)],
    ['POST', API_PATHS.complaintMessage],
  ] as const)('refuses a guest: %s %s', async (method, url) => {
    await expectGuestRefused(api.db, () =>
      api.call(method, url, method === 'POST' ? { payload: COMPLAINT } : {}),
    );
  });
});
