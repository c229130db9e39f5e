import { API_PATHS } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GRANT_LINE, historyLine, historyPage } from '../points/points-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

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

const rows = async (view: ReturnType<typeof within>) =>
  within(await view.findByRole('table', { name: '积分明细' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  showAppMessages();
  logInMember();
});

const historyAsked = () => fakeApi.lastSent(API_PATHS.pointHistoryPage).query;

describe('/home/accountDetails', () => {
  it('lists the history of every account, newest first: type, what happened, the change, the balance left and the order or reason', async () => {
    fakeApi.answer(API_PATHS.pointHistoryPage, historyPage([historyLine(), UNION_GRANT, GRANT_LINE]));
    renderRoute('/home/accountDetails');
    const view = await findMain();
    const [payment, union, grant] = await rows(view);

    expect(view.getByRole('heading', { level: 1, name: '积分明细' })).toBeInTheDocument();
    expect(historyAsked()).toEqual({ pageNumber: '1', pageSize: '10' });
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
    fakeApi.answer(API_PATHS.pointHistoryPage, ({ query }) =>
      historyPage(query.pageNumber === '1' ? [historyLine()] : [GRANT_LINE], {
        total: 12,
        current: Number(query.pageNumber),
      }),
    );
    const { router } = renderRoute('/home/accountDetails');
    const view = await findMain();
    await rows(view);
    await userEvent.click(view.getByRole('button', { name: '第 2 页' }));

    await waitFor(() => expect(historyAsked()).toEqual({ pageNumber: '2', pageSize: '10' }));
    await waitFor(async () => expect((await rows(view))[0]).toHaveTextContent('2026年度福利积分发放'));
    expect(router.state.location.search).toBe('?pageNumber=2');
  });

  it('says so when there is no history yet', async () => {
    fakeApi.answer(API_PATHS.pointHistoryPage, historyPage([]));
    renderRoute('/home/accountDetails');
    expect(await (await findMain()).findByText('暂无积分明细')).toBeInTheDocument();
  });
});
