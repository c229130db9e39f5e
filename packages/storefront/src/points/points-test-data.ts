// Test support: point accounts and history lines as the server answers them, with partial overrides.
import type { PointAccount, PointHistoryLine, PointHistoryPage } from '@mall/schemas';

/** An account; the mall account unless overridden. */
export const pointAccount = (overrides: Partial<PointAccount> = {}): PointAccount => ({
  classType: 'MALL',
  className: '商城积分',
  usage: '在本商城下单结算时抵扣，1积分抵1元',
  spendableAtCheckout: true,
  accountStatus: 'NORMAL',
  validBalance: 5000,
  createTime: '2026-01-01T04:00:00.000Z',
  expireTime: null,
  ...overrides,
});

/** The union account: 800 points, usable elsewhere, expiring in June. */
export const UNION_ACCOUNT = pointAccount({
  classType: 'UNION',
  className: '工会积分',
  usage: '工会福利，可在工会福利活动中使用',
  spendableAtCheckout: false,
  validBalance: 800,
  createTime: '2026-02-01T04:00:00.000Z',
  expireTime: '2026-06-30T04:00:00.000Z',
});

/** The farmer-support account: 500 points, frozen. */
export const FROZEN_ACCOUNT = pointAccount({
  classType: 'FARMER',
  className: '助农积分',
  usage: '仅可用于助农专区商品',
  spendableAtCheckout: false,
  accountStatus: 'FROZEN',
  validBalance: 500,
  expireTime: '2026-12-31T04:00:00.000Z',
});

/** A history line; an order payment of the mall account unless overridden. */
export const historyLine = (overrides: Partial<PointHistoryLine> = {}): PointHistoryLine => ({
  id: 'P12',
  classType: 'MALL',
  className: '商城积分',
  time: '2026-02-28T05:00:00.000Z',
  change: -368,
  balanceAfter: 5000,
  kind: 'ORDER_PAY',
  orderSn: 'O26030100003',
  afterSaleSn: null,
  remark: null,
  ...overrides,
});

/** A grant with its reason. */
export const GRANT_LINE = historyLine({
  id: 'P1',
  time: '2026-01-01T04:00:00.000Z',
  change: 6000,
  balanceAfter: 6000,
  kind: 'GRANT',
  orderSn: null,
  remark: '2026年度福利积分发放',
});

/** A page of lines; `total` defaults to the lines given. */
export const historyPage = (
  records: PointHistoryLine[],
  { total = records.length, current = 1 }: { total?: number; current?: number } = {},
): PointHistoryPage => ({ records, total, current, size: 10, pages: Math.ceil(total / 10) });
