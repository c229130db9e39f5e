import { API_PATHS, type MemberCouponPage, type PointHistoryPage, type Wallet } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { SESSION_MISSING_CODE } from '../../http/member-session.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the wallet (/home/MoneyManagement) against the real app on a seeded PGlite: the
// assets agree with the point accounts and the coupon list, and the log is the welfare-points
// ledger, paged, of the caller only.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const wallet = (accessToken?: string) =>
  api.get<Wallet>(API_PATHS.wallet, accessToken === undefined ? {} : { accessToken });
const walletLog = (accessToken: string, query: Record<string, string> = {}) =>
  api.get<PointHistoryPage>(`${API_PATHS.walletLog}?${new URLSearchParams(query)}`, { accessToken });
const unusedCouponsOf = async (accessToken: string) =>
  (
    await api.get<MemberCouponPage>(`${API_PATHS.memberCoupons}?status=NEW&pageNumber=1&pageSize=10`, {
      accessToken,
    })
  ).body.result.total;

describe('GET /buyer/wallet/wallet', () => {
  it("answers zhangwei's spendable points, his other accounts' usable and frozen points, and his unused coupons", async () => {
    const { body } = await wallet(api.tokens.zhang);
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ spendable: 5000, otherUsable: 2000, locked: 500 });
    expect(body.result.otherAccounts.map((account) => account.classType)).toEqual([
      'REWARDS',
      'UNION',
      'EPIDEMIC',
      'FARMER',
    ]);
    // As many as the coupon page's unused tab lists.
    expect(body.result.unusedCoupons).toBe(await unusedCouponsOf(api.tokens.zhang));
  });

  it('counts a coupon just claimed among the unused ones', async () => {
    const before = (await wallet(api.tokens.wang)).body.result.unusedCoupons;
    const claimed = await api.get(API_PATHS.couponReceive('cpn-platform-50'), {
      accessToken: api.tokens.wang,
    });
    expect(claimed.body.success).toBe(true);
    expect((await wallet(api.tokens.wang)).body.result.unusedCoupons).toBe(before + 1);
  });

  it('follows members.point, the balance the checkout spends', async () => {
    await api.db.query(`UPDATE members SET point = point - 100 WHERE id = 'mbr-blue-wang'`);
    expect((await wallet(api.tokens.wang)).body.result.spendable).toBe(8700);
    await api.db.query(`UPDATE members SET point = point + 100 WHERE id = 'mbr-blue-wang'`);
  });

  it('refuses a guest', async () => {
    const { status, body } = await wallet();
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: SESSION_MISSING_CODE });
  });
});

describe('GET /buyer/wallet/log', () => {
  it('pages the welfare-points ledger newest first, ending at the balance', async () => {
    const first = (await walletLog(api.tokens.zhang, { pageNumber: '1', pageSize: '5' })).body.result;
    expect(first).toMatchObject({ total: 12, current: 1, size: 5, pages: 3 });
    expect(first.records[0]).toMatchObject({
      kind: 'ORDER_PAY',
      balanceAfter: 5000,
      orderSn: 'O26030100003',
    });
    expect(first.records.every((line) => line.classType === 'MALL')).toBe(true);
    const last = (await walletLog(api.tokens.zhang, { pageNumber: '3', pageSize: '5' })).body.result;
    expect(last.records.map((line) => line.kind)).toEqual(['GRANT', 'GRANT']);
    expect(last.records.at(-1)).toMatchObject({ change: 6000, balanceAfter: 6000 });
  });

  it('defaults to the first 10 lines, and shows wangfang only hers', async () => {
    const { body } = await walletLog(api.tokens.wang);
    expect(body.result).toMatchObject({ total: 4, current: 1, size: 10, pages: 1 });
    expect(body.result.records.map((line) => line.orderSn ?? line.remark)).toEqual([
      'O26030200001',
      'O26030200002',
      '季度绩效奖励积分',
      '2026年度福利积分发放',
    ]);
  });

  it.each([
    [{ pageSize: '100' }, '每页条数须为1到50之间的整数'],
    [{ pageNumber: '-1' }, '页码须为正整数'],
    [{ classType: 'UNION' }, '请求参数错误：不支持的字段 classType'],
  ])('refuses the query %o with a clear 400', async (query, message) => {
    const { status, body } = await walletLog(api.tokens.zhang, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, result: null });
  });
});
