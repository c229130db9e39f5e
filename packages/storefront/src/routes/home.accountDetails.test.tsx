import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPointHistory } from '../api/points.ts';
import { GRANT_LINE, historyLine, historyPage } from '../points/points-test-data.ts';
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

const UNION_GRANT = historyLine({
  id: 'A3',
  classType: 'UNION',
  className: '工会积分',
  change: 800,
  balanceAfter: 800,
  kind: 'GRANT',
  orderSn: null,
  remark: '工会春节慰问',
});

const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));
const rows = async (view: ReturnType<typeof within>) =>
  within(await view.findByRole('table', { name: '积分明细' }))
    .getAllByRole('row')
    .slice(1);

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
});

afterEach(() => toaster.remove());

describe('/home/accountDetails', () => {
  it('lists the history of every account, newest first: type, what happened, the change, the balance left and the order or reason', async () => {
    vi.mocked(fetchPointHistory).mockResolvedValue(historyPage([historyLine(), UNION_GRANT, GRANT_LINE]));
    renderRoute('/home/accountDetails');
    const view = await main();
    const [payment, union, grant] = await rows(view);

    expect(view.getByRole('heading', { level: 1, name: '积分明细' })).toBeInTheDocument();
    expect(fetchPointHistory).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 10 });
    expect(payment).toHaveTextContent('商城积分');
    expect(payment).toHaveTextContent('订单支付');
    expect(payment).toHaveTextContent('−368 积分');
    expect(payment).toHaveTextContent('5,000 积分');
    expect(within(payment!).getByRole('link', { name: '订单 O26030100003' })).toHaveAttribute(
      'href',
      expect.stringContaining('O26030100003'),
    );
    expect(union).toHaveTextContent('工会积分');
    expect(union).toHaveTextContent('+800 积分');
    expect(union).toHaveTextContent('工会春节慰问');
    expect(grant).toHaveTextContent('企业发放');
    expect(grant).toHaveTextContent('2026年度福利积分发放');
  });

  it('pages through a long history, keeping the page in the address', async () => {
    vi.mocked(fetchPointHistory).mockImplementation(async ({ pageNumber }) =>
      historyPage(pageNumber === 1 ? [historyLine()] : [GRANT_LINE], { total: 12, current: pageNumber }),
    );
    const { router } = renderRoute('/home/accountDetails');
    const view = await main();
    await rows(view);
    await userEvent.click(view.getByRole('button', { name: '第 2 页' }));

    await waitFor(() => expect(fetchPointHistory).toHaveBeenLastCalledWith({ pageNumber: 2, pageSize: 10 }));
    await waitFor(async () => expect((await rows(view))[0]).toHaveTextContent('2026年度福利积分发放'));
    expect(router.state.location.search).toBe('?pageNumber=2');
  });

  it('says so when there is no history yet', async () => {
    vi.mocked(fetchPointHistory).mockResolvedValue(historyPage([]));
    renderRoute('/home/accountDetails');
    expect(await (await main()).findByText('暂无积分明细')).toBeInTheDocument();
  });
});
