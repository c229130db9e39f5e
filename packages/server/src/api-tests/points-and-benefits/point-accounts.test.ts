import {
  API_PATHS,
  type OrderPlaced,
  type PaymentResult,
  type PointAccountList,
  type PointHistoryPage,
  type PointTypeHistory,
  type PointUsePage,
} from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { BUYER_PAY_PASSWORD, makeBuyers, type Buyer } from '../../testing/buyers.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the point accounts against the real app on a seeded PGlite: zhangwei's accounts of
// point-accounts.json (5000 welfare points after 3010 spent on his seeded orders; rewards 1200 and
// union 800 usable, farmer 500 frozen, epidemic 300 expired), totals that follow a payment and its
// refund, the history and spending records paged and filtered, and no member reaching another's.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const RICE = '1001'; // 89 points, the mall's own store, ships free
const HOUR = 3_600_000;

const pointList = (accessToken: string, headers: Record<string, string> = {}) =>
  api.call<PointAccountList>('POST', API_PATHS.pointAccountList, {
    payload: { accountType: 0 },
    accessToken,
    headers,
  });
const history = (accessToken: string, query: Record<string, string> = {}) =>
  api.get<PointHistoryPage>(`${API_PATHS.pointHistoryPage}?${new URLSearchParams(query)}`, { accessToken });
const uses = (accessToken: string, body: object) =>
  api.call<PointUsePage>('POST', API_PATHS.pointUseQuery, { payload: body, accessToken });
const typeHistory = (accessToken: string, classType: string) =>
  api.get<PointTypeHistory>(`${API_PATHS.pointTypeHistory}?classType=${classType}`, { accessToken });

/** A made buyer with `points` who bought and paid one bag of rice; answers the buyer and the order. */
async function buyerWhoPaidForRice(points: number): Promise<{ buyer: Buyer; sn: string }> {
  const [buyer] = await makeBuyers(api.db, 1, points, api.clock);
  if (!buyer) throw new Error('no buyer made');
  await api.db.query('INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, $2, 1)', [
    buyer.memberId,
    RICE,
  ]);
  const placed = await api.call<OrderPlaced>('POST', API_PATHS.orderCommit, {
    payload: { addressId: buyer.addressId },
    accessToken: buyer.token,
  });
  const sn = placed.body.result.sn;
  const paid = await api.call<PaymentResult>('POST', API_PATHS.orderPay, {
    payload: { sn, password: encryptPassword(BUYER_PAY_PASSWORD, readPasswordKey()) },
    accessToken: buyer.token,
  });
  expect(paid.body.success).toBe(true);
  return { buyer, sn };
}

describe('getUserPointList', () => {
  it('lists the mall account with the live members.point first, then the other accounts with their status', async () => {
    const { body } = await pointList(api.tokens.zhang);
    expect(body.success).toBe(true);
    expect(
      body.result.accounts.map(
        ({ classType, className, accountStatus, validBalance, spendableAtCheckout }) => ({
          classType,
          className,
          accountStatus,
          validBalance,
          spendableAtCheckout,
        }),
      ),
    ).toEqual([
      {
        classType: 'MALL',
        className: '商城积分',
        accountStatus: 'NORMAL',
        validBalance: 5000,
        spendableAtCheckout: true,
      },
      {
        classType: 'REWARDS',
        className: '奖励积分',
        accountStatus: 'NORMAL',
        validBalance: 1200,
        spendableAtCheckout: false,
      },
      {
        classType: 'UNION',
        className: '工会积分',
        accountStatus: 'NORMAL',
        validBalance: 800,
        spendableAtCheckout: false,
      },
      {
        classType: 'EPIDEMIC',
        className: '防疫积分',
        accountStatus: 'EXPIRED',
        validBalance: 300,
        spendableAtCheckout: false,
      },
      {
        classType: 'FARMER',
        className: '助农积分',
        accountStatus: 'FROZEN',
        validBalance: 500,
        spendableAtCheckout: false,
      },
    ]);
    const union = body.result.accounts.find((account) => account.classType === 'UNION');
    expect(union).toMatchObject({
      usage: '工会福利，可在工会福利活动中使用',
      createTime: new Date(TEST_SEED_TIME.getTime() - 1200 * HOUR).toISOString(),
      expireTime: new Date(TEST_SEED_TIME.getTime() + 2000 * HOUR).toISOString(),
    });
  });

  it('totals: spendable plus the usable other accounts, frozen ones locked, expired ones nowhere, used from the ledger', async () => {
    const { body } = await pointList(api.tokens.zhang);
    // 3010 = the nine seeded paid orders of member-lists.json.
    expect(body.result.totals).toEqual({
      total: 7000,
      spendable: 5000,
      otherUsable: 2000,
      used: 3010,
      locked: 500,
    });
  });

  it('counts an account as expired, and out of the total, once the clock passes its expiry', async () => {
    api.clock = new Date(TEST_SEED_TIME.getTime() + 2000 * HOUR);
    // The login of the file's start has long expired by then.
    const { body } = await pointList((await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken);
    expect(body.result.accounts.find((account) => account.classType === 'UNION')?.accountStatus).toBe(
      'EXPIRED',
    );
    expect(body.result.totals).toMatchObject({ total: 6200, otherUsable: 1200, locked: 500 });
  });

  it('names the types in English for the en-US locale', async () => {
    const { body } = await pointList(api.tokens.zhang, { locale: 'en-US' });
    expect(body.result.accounts.map((account) => account.className)).toEqual([
      'Mall points',
      'Rewards points',
      'Union points',
      'Epidemic points',
      'Farmer points',
    ]);
    expect(body.result.accounts[0]?.usage).toBe('Spent at checkout in this mall, one point per yuan');
  });

  it("shows each member only their own accounts: wangfang sees hers, none of zhangwei's", async () => {
    const { body } = await pointList(api.tokens.wang);
    expect(
      body.result.accounts.map((account) => [account.classType, account.validBalance, account.accountStatus]),
    ).toEqual([
      ['MALL', 8800, 'NORMAL'],
      ['WELFARE_VOUCHER', 600, 'NORMAL'],
      ['COOL', 150, 'FROZEN'],
      ['CHOCOLATE', 88, 'EXPIRED'],
      ['COMMON', 2000, 'NORMAL'],
    ]);
    expect(body.result.totals).toEqual({
      total: 11400,
      spendable: 8800,
      otherUsable: 2600,
      used: 1483,
      locked: 150,
    });
  });

  it('follows a payment and its refund: spendable drops and used rises by the order, then both come back', async () => {
    const { buyer, sn } = await buyerWhoPaidForRice(500);
    let { body } = await pointList(buyer.token);
    expect(body.result.accounts).toHaveLength(1);
    expect(body.result.totals).toEqual({ total: 411, spendable: 411, otherUsable: 0, used: 89, locked: 0 });

    const cancelled = await api.call('POST', API_PATHS.orderCancel, {
      payload: { sn, reason: '买错了' },
      accessToken: buyer.token,
    });
    expect(cancelled.body.success).toBe(true);
    ({ body } = await pointList(buyer.token));
    expect(body.result.totals).toEqual({ total: 500, spendable: 500, otherUsable: 0, used: 0, locked: 0 });
  });

  it('takes accountType 0 as a form field too, as the original storefront sends it', async () => {
    const { body } = await api.call<PointAccountList>('POST', API_PATHS.pointAccountList, {
      form: { accountType: '0' },
      accessToken: api.tokens.zhang,
    });
    expect(body.result.totals.spendable).toBe(5000);
  });

  it('refuses an accountType other than 0, and a guest', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.call('POST', API_PATHS.pointAccountList, {
          payload: { accountType: 1 },
          accessToken: api.tokens.zhang,
        }),
      { message: '账户类型错误，积分账户的 accountType 为 0' },
    );
    await expectGuestRefused(api.db, () => api.call('POST', API_PATHS.pointAccountList, { payload: {} }));
  });
});

describe('the history (getByPage)', () => {
  it("explains zhangwei's balance: grants before his first order, then each payment, ending at members.point", async () => {
    const { body } = await history(api.tokens.zhang, { classType: 'MALL', pageSize: '50' });
    const lines = [...body.result.records].reverse();
    expect(lines.map((line) => line.kind)).toEqual([
      ...Array(3).fill('GRANT'),
      ...Array(9).fill('ORDER_PAY'),
    ]);
    expect(lines[0]).toMatchObject({
      change: 6000,
      balanceAfter: 6000,
      remark: '2026年度福利积分发放',
      orderSn: null,
    });
    expect(lines.at(-1)).toMatchObject({ change: -368, balanceAfter: 5000, orderSn: 'O26030100003' });
    // Each line leaves the balance of the line before plus its change.
    lines.reduce((balance, line) => {
      expect(line.balanceAfter).toBe(balance + line.change);
      return line.balanceAfter;
    }, 0);
  });

  it('pages all accounts newest first, with the type of each line', async () => {
    const first = (await history(api.tokens.zhang, { pageNumber: '1', pageSize: '5' })).body.result;
    const second = (await history(api.tokens.zhang, { pageNumber: '2', pageSize: '5' })).body.result;
    // 12 welfare-points lines and 5 grants of his other accounts.
    expect(first).toMatchObject({ total: 17, current: 1, size: 5, pages: 4 });
    expect(first.records).toHaveLength(5);
    const times = [...first.records, ...second.records].map((line) => line.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.records, ...second.records].map((line) => line.id)).size).toBe(10);
    const all = (await history(api.tokens.zhang, { pageSize: '50' })).body.result.records;
    expect(all.find((line) => line.classType === 'REWARDS')).toMatchObject({
      className: '奖励积分',
      kind: 'GRANT',
      remark: '合理化建议奖励',
    });
  });

  it('filters by point type, in the English remark for en-US', async () => {
    const { body } = await api.get<PointHistoryPage>(`${API_PATHS.pointHistoryPage}?classType=UNION`, {
      accessToken: api.tokens.zhang,
      headers: { locale: 'en-US' },
    });
    expect(body.result.records).toEqual([
      expect.objectContaining({
        classType: 'UNION',
        className: 'Union points',
        change: 800,
        balanceAfter: 800,
        remark: 'Union Spring Festival gift',
      }),
    ]);
  });

  it("never shows another member's lines", async () => {
    const lines = (await history(api.tokens.wang, { pageSize: '50' })).body.result.records;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.orderSn).every((line) => line.orderSn?.startsWith('O260302'))).toBe(
      true,
    );
    expect(lines.some((line) => line.classType === 'UNION' || line.classType === 'REWARDS')).toBe(false);
  });

  it.each([
    [{ pageSize: '51' }, '每页条数须为1到50之间的整数'],
    [{ pageSize: '0' }, '每页条数须为1到50之间的整数'],
    [{ pageNumber: '0' }, '页码须为正整数'],
    [{ pageNumber: 'x' }, '页码须为正整数'],
    [{ classType: 'GOLD' }, '积分类型不存在'],
  ])('refuses the query %o with a clear 400', async (query, message) => {
    const { status, body } = await history(api.tokens.zhang, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, result: null });
  });
});

describe('getMemberPointsHistoryVO', () => {
  it("sums what came in and went out of one type's account", async () => {
    expect((await typeHistory(api.tokens.zhang, 'MALL')).body.result).toMatchObject({
      className: '商城积分',
      account: { validBalance: 5000 },
      income: 8010,
      expense: 3010,
    });
    expect((await typeHistory(api.tokens.zhang, 'FARMER')).body.result).toMatchObject({
      account: { accountStatus: 'FROZEN', validBalance: 500 },
      income: 500,
      expense: 0,
    });
  });

  it('answers a type the member holds no account of with no account, and refuses an unknown type', async () => {
    expect((await typeHistory(api.tokens.zhang, 'IAP')).body.result).toEqual({
      classType: 'IAP',
      className: 'IAP积分',
      usage: '仅可用于应用内购买',
      account: null,
      income: 0,
      expense: 0,
    });
    const { status, body } = await typeHistory(api.tokens.zhang, 'GOLD');
    expect(status).toBe(400);
    expect(body.message).toBe('积分类型不存在');
  });
});

describe('pointUseQuery', () => {
  it('lists the orders paid with points and their refunds, newest first', async () => {
    const { buyer, sn } = await buyerWhoPaidForRice(300);
    await api.call('POST', API_PATHS.orderCancel, {
      payload: { sn, reason: '买错了' },
      accessToken: buyer.token,
    });
    const { body } = await uses(buyer.token, { pageNumber: 1, pageSize: 10 });
    expect(
      body.result.records.map(({ kind, change, balanceAfter, orderSn }) => ({
        kind,
        change,
        balanceAfter,
        orderSn,
      })),
    ).toEqual([
      { kind: 'ORDER_REFUND', change: 89, balanceAfter: 300, orderSn: sn },
      { kind: 'ORDER_PAY', change: -89, balanceAfter: 211, orderSn: sn },
    ]);
  });

  it('keeps to the days asked for, in China time, both days included, and leaves out grants', async () => {
    const all = (await uses(api.tokens.zhang, { pageNumber: 1, pageSize: 50 })).body.result;
    expect(all.total).toBe(9);
    expect(all.records.every((record) => record.kind === 'ORDER_PAY')).toBe(true);
    const onDay = async (date: string) =>
      (
        await uses(api.tokens.zhang, { pageNumber: 1, pageSize: 50, startDate: date, endDate: date })
      ).body.result.records.map((record) => record.orderSn);
    // Paid 19 and 29 hours before the seed (2026-03-01 08:00Z): 21:00 and 11:00 on the 28th, China time.
    expect(await onDay('2026-02-28')).toEqual(['O26030100003', 'O26030100004']);
    // Paid 299 hours before: 2026-02-16 21:00Z, which is already the 17th in China.
    expect(await onDay('2026-02-17')).toEqual(['O26030100010']);
    expect(await onDay('2026-02-16')).toEqual([]);
    const paged = (await uses(api.tokens.zhang, { pageNumber: 2, pageSize: 4 })).body.result;
    expect(paged).toMatchObject({ total: 9, current: 2, size: 4, pages: 3 });
    expect(paged.records).toHaveLength(4);
  });

  it.each([
    [
      { pageNumber: 1, pageSize: 10, startDate: '2026-03-02', endDate: '2026-03-01' },
      '开始日期不能晚于结束日期',
    ],
    [{ pageNumber: 1, pageSize: 10, startDate: '2026-02-30' }, '日期格式错误，请按 yyyy-MM-dd 填写'],
    [{ pageNumber: 1, pageSize: 10, endDate: '1 March' }, '日期格式错误，请按 yyyy-MM-dd 填写'],
    [{ pageNumber: 1, pageSize: 51 }, '每页条数须为1到50之间的整数'],
    [{ pageNumber: 0, pageSize: 10 }, '页码须为正整数'],
    [{ pageSize: 10 }, '页码须为正整数'],
  ])('refuses %o with a clear 400, writing nothing', async (body, message) => {
    await expectRefusedWithoutWriting(api.db, () => uses(api.tokens.zhang, body), { message });
  });
});
