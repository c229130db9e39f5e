import { API_PATHS } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FROZEN_ACCOUNT, historyLine, historyPage, UNION_ACCOUNT } from '../points/points-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const FARMER_GRANT = historyLine({
  id: 'A4',
  classType: 'FARMER',
  className: '助农积分',
  change: 500,
  balanceAfter: 500,
  kind: 'GRANT',
  orderSn: null,
  remark: '助农专项福利',
});

beforeEach(() => {
  showAppMessages();
  logInMember();
});

describe('/home/pointTypeDetail', () => {
  it("shows one type's account, what came in and went out, and only that type's history", async () => {
    fakeApi.answer(API_PATHS.pointTypeHistory, {
      classType: 'FARMER',
      className: '助农积分',
      usage: '仅可用于助农专区商品',
      account: FROZEN_ACCOUNT,
      income: 500,
      expense: 0,
    });
    fakeApi.answer(API_PATHS.pointHistoryPage, historyPage([FARMER_GRANT]));
    renderRoute('/home/pointTypeDetail?classType=FARMER');
    const view = await findMain();

    expect(await view.findByRole('heading', { level: 1, name: '助农积分明细' })).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.pointTypeHistory).query).toEqual({ classType: 'FARMER' });
    expect(fakeApi.lastSent(API_PATHS.pointHistoryPage).query).toEqual({
      pageNumber: '1',
      pageSize: '10',
      classType: 'FARMER',
    });
    expect(view.getByText('已冻结')).toBeInTheDocument();
    expect(view.getByText('仅可用于助农专区商品')).toBeInTheDocument();
    expect(view.getByText('累计收入').closest('dl')).toHaveTextContent('500 积分');
    expect(view.getByText('累计支出').closest('dl')).toHaveTextContent('0 积分');
    const [, grant] = within(await view.findByRole('table', { name: '积分明细' })).getAllByRole('row');
    expect(grant).toHaveTextContent('+500 积分');
    expect(grant).toHaveTextContent('助农专项福利');
  });

  it('says so for a type the member holds no account of', async () => {
    fakeApi.answer(API_PATHS.pointTypeHistory, {
      classType: 'IAP',
      className: 'IAP积分',
      usage: '仅可用于应用内购买',
      account: null,
      income: 0,
      expense: 0,
    });
    fakeApi.answer(API_PATHS.pointHistoryPage, historyPage([]));
    renderRoute('/home/pointTypeDetail?classType=IAP');
    const view = await findMain();
    expect(await view.findByText('您还没有这种积分账户')).toBeInTheDocument();
    expect(await view.findByText('暂无积分明细')).toBeInTheDocument();
  });

  it('explains an unknown point type without asking the server', async () => {
    renderRoute('/home/pointTypeDetail?classType=GOLD');
    const view = await findMain();
    expect(await view.findByText('没有这种积分类型')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '返回我的账户' })).toHaveAttribute('href', '/home/myAccount');
    await waitFor(() => expect(fakeApi.sent(API_PATHS.pointTypeHistory)).toHaveLength(0));
    expect(fakeApi.sent(API_PATHS.pointHistoryPage)).toHaveLength(0);
  });

  it('keeps the union account usable while it has not expired', async () => {
    fakeApi.answer(API_PATHS.pointTypeHistory, {
      classType: 'UNION',
      className: '工会积分',
      usage: UNION_ACCOUNT.usage,
      account: UNION_ACCOUNT,
      income: 800,
      expense: 0,
    });
    fakeApi.answer(API_PATHS.pointHistoryPage, historyPage([]));
    renderRoute('/home/pointTypeDetail?classType=UNION');
    const view = await findMain();
    expect(await view.findByText('正常')).toBeInTheDocument();
    expect(view.getByText('当前余额').closest('dl')).toHaveTextContent('800 积分');
  });
});
