import { API_PATHS, type Wallet } from '@mall/schemas';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FROZEN_ACCOUNT,
  GRANT_LINE,
  historyLine,
  historyPage,
  UNION_ACCOUNT,
} from '../points/points-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const WALLET: Wallet = {
  spendable: 5000,
  otherUsable: 800,
  locked: 500,
  otherAccounts: [UNION_ACCOUNT, FROZEN_ACCOUNT],
  unusedCoupons: 3,
};

const figure = (view: ReturnType<typeof within>, label: string) =>
  view.getByText(label, { selector: 'dt' }).closest('dl');

beforeEach(() => {
  showAppMessages();
  logInMember();
});

describe('/home/MoneyManagement', () => {
  it('shows the spendable welfare points apart from what other accounts hold, the frozen points and the unused coupons', async () => {
    fakeApi.answer(API_PATHS.wallet, WALLET);
    fakeApi.answer(API_PATHS.walletLog, historyPage([historyLine(), GRANT_LINE]));
    renderRoute('/home/MoneyManagement');
    const view = await findMain();

    expect(await view.findByRole('heading', { level: 1, name: '我的资产' })).toBeInTheDocument();
    expect(await view.findByText('本商城可用福利积分')).toBeInTheDocument();
    expect(figure(view, '本商城可用福利积分')).toHaveTextContent('5,000 积分');
    expect(figure(view, '其他账户可用积分')).toHaveTextContent('800 积分');
    expect(figure(view, '其他账户可用积分')).toHaveTextContent('不能在本商城结算时使用');
    expect(figure(view, '已冻结')).toHaveTextContent('500 积分');
    expect(figure(view, '未使用优惠券')).toHaveTextContent('3 张');
    expect(view.getByRole('link', { name: '查看优惠券' })).toHaveAttribute('href', '/home/Coupons');
    const accounts = within(view.getByRole('table', { name: '其他积分账户' })).getAllByRole('row');
    expect(accounts.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('工会积分'),
      expect.stringContaining('助农积分'),
    ]);
  });

  it('lists the welfare-points statement, paged from the first page', async () => {
    fakeApi.answer(API_PATHS.wallet, WALLET);
    fakeApi.answer(API_PATHS.walletLog, historyPage([historyLine(), GRANT_LINE]));
    renderRoute('/home/MoneyManagement');
    const view = await findMain();
    const [, payment, grant] = within(
      await view.findByRole('table', { name: '福利积分收支记录' }),
    ).getAllByRole('row');
    expect(fakeApi.lastSent(API_PATHS.walletLog).query).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(payment).toHaveTextContent('−368 积分');
    expect(grant).toHaveTextContent('+6,000 积分');
  });

  it("names the points as the member's enterprise does", async () => {
    logInMember({ oneId: 'ent-blue' });
    fakeApi.answer(API_PATHS.wallet, WALLET);
    fakeApi.answer(API_PATHS.walletLog, historyPage([]));
    renderRoute('/home/MoneyManagement');
    const view = await findMain();
    expect(await view.findByText('本商城可用蓝海币')).toBeInTheDocument();
    expect(figure(view, '本商城可用蓝海币')).toHaveTextContent('5,000 蓝海币');
    expect(view.getByRole('heading', { name: '蓝海币收支记录' })).toBeInTheDocument();
  });

  it('offers a retry when the assets fail to load, and still shows the statement', async () => {
    fakeApi.answer(API_PATHS.wallet, WALLET);
    fakeApi.fail(API_PATHS.wallet, 'network', { once: true });
    fakeApi.answer(API_PATHS.walletLog, historyPage([GRANT_LINE]));
    renderRoute('/home/MoneyManagement');
    const view = await findMain();
    expect(await view.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(await view.findByText('2026年度福利积分发放')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '重试' }));
    expect(await view.findByText('本商城可用福利积分')).toBeInTheDocument();
  });
});
