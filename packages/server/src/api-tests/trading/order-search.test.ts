import { API_PATHS, type OrderPage } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../services/orders.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// The order list's search (issue 22): a keyword over the order number and the goods names of its
// lines, and a range of days the order was placed on, in China time. zhangwei's 12 seeded orders
// (fixtures/seed/member-lists.json) are placed 2 to 800 hours before the seed time,
// 2026-03-01 16:00 in China (08:00 UTC).

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const search = (filter: object, token = api.tokens.zhang) =>
  api.call<OrderPage>('POST', API_PATHS.orderList, {
    accessToken: token,
    payload: { pageNumber: 1, pageSize: 50, tag: 'ALL', ...filter },
  });

const snsOf = async (filter: object, token?: string) => {
  const { status, body } = await search(filter, token);
  expect(status, body.message).toBe(200);
  return body.result.records.map((order) => order.sn);
};

describe('the order list search', () => {
  it('finds an order by its number, whole or in part, in any case', async () => {
    expect(await snsOf({ keyword: 'O26030100007' })).toEqual(['O26030100007']);
    expect(await snsOf({ keyword: 'o2603010001' })).toEqual(['O26030100010', 'O26030100011', 'O26030100012']);
  });

  it('finds the orders with a line whose goods name holds the keyword, with the total of what matched', async () => {
    expect(await snsOf({ keyword: '坚果' })).toEqual(['O26030100002', 'O26030100010']);
    // Two orders with the towels, one of them with two other lines as well.
    const { body } = await search({ keyword: ' 毛巾 ', pageSize: 1 });
    expect(body.result.total).toBe(2);
    expect(body.result.records[0]?.orderItems.map((item) => item.name)).toEqual([
      '长绒棉毛巾 4条装',
      '氨基酸洗发水 500ml',
      '香氛沐浴露 750ml',
    ]);
  });

  it('takes the keyword literally: LIKE wildcards match only themselves', async () => {
    expect(await snsOf({ keyword: '%' })).toEqual([]);
    expect(await snsOf({ keyword: '_' })).toEqual([]);
    expect(await snsOf({ keyword: 'O2603010000_' })).toEqual([]);
    expect(await snsOf({ keyword: '\\' })).toEqual([]);
  });

  it("searches the member's own orders only, within the tab", async () => {
    expect(await snsOf({ keyword: '坚果', tag: 'WAIT_PAY' })).toEqual(['O26030100002']);
    expect(await snsOf({ keyword: 'O26030100007' }, api.tokens.wang)).toEqual([]);
  });

  it('filters by the days the order was placed on, in China time, both ends included', async () => {
    // Placed 2026-02-28 at 20:00 and 10:00 in China.
    expect(await snsOf({ createdFrom: '2026-02-28', createdTo: '2026-02-28' })).toEqual([
      'O26030100003',
      'O26030100004',
    ]);
    // Placed 2026-02-16 20:00 UTC: already the 17th in China.
    expect(await snsOf({ createdFrom: '2026-02-17', createdTo: '2026-02-17' })).toEqual(['O26030100010']);
    expect(await snsOf({ createdFrom: '2026-02-16', createdTo: '2026-02-16' })).toEqual([]);
    // Open ends.
    expect(await snsOf({ createdTo: '2026-02-08' })).toEqual(['O26030100011', 'O26030100012']);
    expect(await snsOf({ createdFrom: '2026-03-01' })).toEqual(['O26030100001', 'O26030100002']);
    // With a keyword.
    expect(await snsOf({ keyword: '毛巾', createdFrom: '2026-02-01' })).toEqual(['O26030100005']);
  });

  it('ignores an empty keyword and empty dates', async () => {
    const { body } = await search({ keyword: '', createdFrom: '', createdTo: '' });
    expect(body.result.total).toBe(12);
  });

  it('refuses a range that ends before it starts, and a date that is not a day, with a clear message', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () => search({ createdFrom: '2026-03-01', createdTo: '2026-02-28' }),
      { status: 400, message: ORDER_MESSAGES.dateRangeReversed },
    );
    for (const bad of ['2026-02-30', '2026-13-01', '01/03/2026', '2026-3-1', 'yesterday']) {
      await expectRefusedWithoutWriting(api.db, () => search({ createdFrom: bad }), {
        status: 400,
        message: ORDER_MESSAGES.badDate,
      });
      await expectRefusedWithoutWriting(api.db, () => search({ createdTo: bad }), {
        status: 400,
        message: ORDER_MESSAGES.badDate,
      });
    }
  });

  it('refuses a keyword over 50 characters', async () => {
    await expectRefusedWithoutWriting(api.db, () => search({ keyword: '坚'.repeat(51) }), { status: 400 });
  });
});
