import { API_PATHS } from '@mall/schemas';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FROZEN_ACCOUNT, pointAccount, UNION_ACCOUNT } from '../points/points-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const EXPIRED_ACCOUNT = pointAccount({
  classType: 'EPIDEMIC',
  className: '防疫积分',
  usage: '仅可兑换防疫物资',
  spendableAtCheckout: false,
  accountStatus: 'EXPIRED',
  validBalance: 300,
  expireTime: '2026-01-31T04:00:00.000Z',
});

const ACCOUNTS = {
  accounts: [pointAccount(), UNION_ACCOUNT, EXPIRED_ACCOUNT, FROZEN_ACCOUNT],
  totals: { total: 5800, spendable: 5000, otherUsable: 800, used: 3010, locked: 500 },
};

beforeEach(() => {
  showAppMessages();
  logInMember();
});

describe('/home/myAccount', () => {
  it('shows the total split into what the checkout can spend and what other accounts hold, the used and the locked points', async () => {
    fakeApi.answer(API_PATHS.pointAccountList, ACCOUNTS);
    renderRoute('/home/myAccount');
    const view = await findMain();

    expect(await view.findByRole('heading', { level: 1, name: '我的账户' })).toBeInTheDocument();
    expect(await view.findByText('5,800 积分')).toBeInTheDocument();
    expect(
      view.getByText('其中 5,000 积分 可在本商城结算时使用，800 积分 在其他积分账户中，只能按账户说明使用'),
    ).toBeInTheDocument();
    expect(view.getByText('3,010 积分')).toBeInTheDocument();
    expect(view.getByText('订单支付扣除的积分，已扣除退回的部分')).toBeInTheDocument();
    expect(view.getByText('500 积分', { selector: 'dd' })).toBeInTheDocument();
    expect(view.getByText('冻结账户中的积分，解冻前不可使用，不计入积分总额')).toBeInTheDocument();
  });

  it('lists each account with what it is for, its status, balance and dates, linking to its details', async () => {
    fakeApi.answer(API_PATHS.pointAccountList, ACCOUNTS);
    renderRoute('/home/myAccount');
    const table = await (await findMain()).findByRole('table', { name: '积分账户' });
    const [, mall, union, expired, frozen] = within(table).getAllByRole('row');

    expect(mall).toHaveTextContent('商城积分');
    expect(mall).toHaveTextContent('结算可用');
    expect(mall).toHaveTextContent('5,000 积分');
    expect(mall).toHaveTextContent('长期有效');
    expect(within(union!).getByRole('link', { name: '查看明细：工会积分' })).toHaveAttribute(
      'href',
      '/home/pointTypeDetail?classType=UNION',
    );
    expect(union).toHaveTextContent('工会福利，可在工会福利活动中使用');
    expect(union).toHaveTextContent('正常');
    expect(union).toHaveTextContent('2026-06-30');
    expect(union).not.toHaveTextContent('结算可用');
    expect(expired).toHaveTextContent('已过期');
    expect(frozen).toHaveTextContent('已冻结');
    expect(frozen).toHaveTextContent('500 积分');
    expect((await findMain()).getByRole('link', { name: '查看全部积分明细' })).toHaveAttribute(
      'href',
      '/home/accountDetails',
    );
  });

  it("words the amounts in the enterprise's own name for its points", async () => {
    logInMember({ oneId: 'ent-blue' });
    fakeApi.answer(API_PATHS.pointAccountList, ACCOUNTS);
    renderRoute('/home/myAccount');
    expect(await (await findMain()).findByText('5,800 蓝海币')).toBeInTheDocument();
  });

  it('offers a retry when the accounts fail to load, and shows them once it succeeds', async () => {
    fakeApi.answer(API_PATHS.pointAccountList, ACCOUNTS);
    fakeApi.fail(API_PATHS.pointAccountList, 'network', { once: true });
    renderRoute('/home/myAccount');
    const view = await findMain();
    expect(await view.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '重试' }));
    expect(await view.findByRole('table', { name: '积分账户' })).toBeInTheDocument();
  });
});
