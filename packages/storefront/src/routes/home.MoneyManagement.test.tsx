import type { Wallet } from '@mall/schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWallet, fetchWalletLog } from '../api/points.ts';
import {
  FROZEN_ACCOUNT,
  GRANT_LINE,
  historyLine,
  historyPage,
  UNION_ACCOUNT,
} from '../points/points-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { storeMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/points.ts', () => ({
  fetchPointAccounts: vi.fn(() => new Promise(() => {})),
  fetchWallet: vi.fn(),
  fetchWalletLog: vi.fn(),
}));
// The header's own calls for the stored member (notices, hot search terms, the strip's points
// balance), answered as a quiet enterprise would: in jsdom they would fail, and their error messages
// would fill the toaster before this page's.
vi.mock('../api/notices.ts', () => ({
  fetchNoticePage: vi.fn(async () => ({ records: [], total: 0, current: 1, size: 10, pages: 0 })),
  fetchNotice: vi.fn(),
}));
vi.mock('../api/search-terms.ts', () => ({ fetchHotSearchTerms: vi.fn(async () => []) }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 20_000 });

const WALLET: Wallet = {
  spendable: 5000,
  otherUsable: 800,
  locked: 500,
  otherAccounts: [UNION_ACCOUNT, FROZEN_ACCOUNT],
  unusedCoupons: 3,
};

const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));
const figure = (view: ReturnType<typeof within>, label: string) =>
  view.getByText(label, { selector: 'dt' }).closest('dl');

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  appStore.set(accessTokenAtom, 'member-token');
  storeMember();
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(fetchWallet).mockReset();
  vi.mocked(fetchWalletLog).mockReset();
});

afterEach(() => toaster.remove());

describe('/home/MoneyManagement', () => {
  it('shows the spendable welfare points apart from what other accounts hold, the frozen points and the unused coupons', async () => {
    vi.mocked(fetchWallet).mockResolvedValue(WALLET);
    vi.mocked(fetchWalletLog).mockResolvedValue(historyPage([historyLine(), GRANT_LINE]));
    renderRoute('/home/MoneyManagement');
    const view = await main();

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
    vi.mocked(fetchWallet).mockResolvedValue(WALLET);
    vi.mocked(fetchWalletLog).mockResolvedValue(historyPage([historyLine(), GRANT_LINE]));
    renderRoute('/home/MoneyManagement');
    const view = await main();
    const [, payment, grant] = within(
      await view.findByRole('table', { name: '福利积分收支记录' }),
    ).getAllByRole('row');
    expect(fetchWalletLog).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 10 });
    expect(payment).toHaveTextContent('−368 积分');
    expect(grant).toHaveTextContent('+6,000 积分');
  });

  it("names the points as the member's enterprise does", async () => {
    appStore.set(oneIdAtom, 'ent-blue');
    vi.mocked(fetchWallet).mockResolvedValue(WALLET);
    vi.mocked(fetchWalletLog).mockResolvedValue(historyPage([]));
    renderRoute('/home/MoneyManagement');
    const view = await main();
    expect(await view.findByText('本商城可用蓝海币')).toBeInTheDocument();
    expect(figure(view, '本商城可用蓝海币')).toHaveTextContent('5,000 蓝海币');
    expect(view.getByRole('heading', { name: '蓝海币收支记录' })).toBeInTheDocument();
  });

  it('offers a retry when the assets fail to load, and still shows the statement', async () => {
    vi.mocked(fetchWallet).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(WALLET);
    vi.mocked(fetchWalletLog).mockResolvedValue(historyPage([GRANT_LINE]));
    renderRoute('/home/MoneyManagement');
    const view = await main();
    expect(await view.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(await view.findByText('2026年度福利积分发放')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '重试' }));
    expect(await view.findByText('本商城可用福利积分')).toBeInTheDocument();
  });
});
