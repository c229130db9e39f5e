import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPointHistory, fetchPointTypeHistory } from '../api/points.ts';
import { FROZEN_ACCOUNT, historyLine, historyPage, UNION_ACCOUNT } from '../points/points-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { storeMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/points.ts', () => ({
  fetchPointAccounts: vi.fn(() => new Promise(() => {})),
  fetchPointHistory: vi.fn(),
  fetchPointTypeHistory: vi.fn(),
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

const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  appStore.set(accessTokenAtom, 'member-token');
  storeMember();
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(fetchPointHistory).mockReset();
  vi.mocked(fetchPointTypeHistory).mockReset();
});

afterEach(() => toaster.remove());

describe('/home/pointTypeDetail', () => {
  it("shows one type's account, what came in and went out, and only that type's history", async () => {
    vi.mocked(fetchPointTypeHistory).mockResolvedValue({
      classType: 'FARMER',
      className: '助农积分',
      usage: '仅可用于助农专区商品',
      account: FROZEN_ACCOUNT,
      income: 500,
      expense: 0,
    });
    vi.mocked(fetchPointHistory).mockResolvedValue(historyPage([FARMER_GRANT]));
    renderRoute('/home/pointTypeDetail?classType=FARMER');
    const view = await main();

    expect(await view.findByRole('heading', { level: 1, name: '助农积分明细' })).toBeInTheDocument();
    expect(fetchPointTypeHistory).toHaveBeenCalledWith('FARMER');
    expect(fetchPointHistory).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 10, classType: 'FARMER' });
    expect(view.getByText('已冻结')).toBeInTheDocument();
    expect(view.getByText('仅可用于助农专区商品')).toBeInTheDocument();
    expect(view.getByText('累计收入').closest('dl')).toHaveTextContent('500 积分');
    expect(view.getByText('累计支出').closest('dl')).toHaveTextContent('0 积分');
    const [, grant] = within(await view.findByRole('table', { name: '积分明细' })).getAllByRole('row');
    expect(grant).toHaveTextContent('+500 积分');
    expect(grant).toHaveTextContent('助农专项福利');
  });

  it('says so for a type the member holds no account of', async () => {
    vi.mocked(fetchPointTypeHistory).mockResolvedValue({
      classType: 'IAP',
      className: 'IAP积分',
      usage: '仅可用于应用内购买',
      account: null,
      income: 0,
      expense: 0,
    });
    vi.mocked(fetchPointHistory).mockResolvedValue(historyPage([]));
    renderRoute('/home/pointTypeDetail?classType=IAP');
    const view = await main();
    expect(await view.findByText('您还没有这种积分账户')).toBeInTheDocument();
    expect(await view.findByText('暂无积分明细')).toBeInTheDocument();
  });

  it('explains an unknown point type without asking the server', async () => {
    renderRoute('/home/pointTypeDetail?classType=GOLD');
    const view = await main();
    expect(await view.findByText('没有这种积分类型')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '返回我的账户' })).toHaveAttribute('href', '/home/myAccount');
    await waitFor(() => expect(fetchPointTypeHistory).not.toHaveBeenCalled());
    expect(fetchPointHistory).not.toHaveBeenCalled();
  });

  it('keeps the union account usable while it has not expired', async () => {
    vi.mocked(fetchPointTypeHistory).mockResolvedValue({
      classType: 'UNION',
      className: '工会积分',
      usage: UNION_ACCOUNT.usage,
      account: UNION_ACCOUNT,
      income: 800,
      expense: 0,
    });
    vi.mocked(fetchPointHistory).mockResolvedValue(historyPage([]));
    renderRoute('/home/pointTypeDetail?classType=UNION');
    const view = await main();
    expect(await view.findByText('正常')).toBeInTheDocument();
    expect(view.getByText('当前余额').closest('dl')).toHaveTextContent('800 积分');
  });
});
