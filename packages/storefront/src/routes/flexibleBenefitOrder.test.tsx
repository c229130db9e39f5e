import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completedOrder,
  orderDetail,
  orderPage,
  waitingOrder,
} from '../flexible-benefit/flexible-benefit-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const LIST = API_PATHS.benefitOrderList;
const CANCEL = API_PATHS.benefitOrderCancel('FB2026BOWF0001');
const RECEIVE = API_PATHS.benefitOrderReceive('FB2026BOWF0001');

/** What the list asked last: status, page number and size. */
const listAsked = () => fakeApi.lastSent(LIST).query;

beforeEach(() => {
  showAppMessages();
  logInMember({ oneId: 'ent-blue' });
  fakeApi.answer(LIST, orderPage([waitingOrder(), completedOrder()]));
});

describe('/flexibleBenefitOrder', () => {
  it('lists the orders with their plan case, goods, status and buttons', async () => {
    renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    expect(await view.findByRole('heading', { name: '我的福利订单' })).toBeInTheDocument();
    expect(listAsked()).toEqual({ status: 'ALL', pageNumber: '1', pageSize: '10' });

    const waiting = within(await view.findByRole('list', { name: '订单 FB2026BOWF0001 的福利' }));
    const rice = waiting.getByRole('link', { name: '五常稻花香大米 5kg' });
    expect(rice).toHaveAttribute('href', '/flexibleBenefitgGoodsDetail?optionId=bpo-blue-rice');
    expect(waiting.getByRole('img', { name: '五常稻花香大米 5kg' })).toHaveAttribute('width', '72');
    expect(waiting.getByText('×2')).toBeInTheDocument();
    expect(view.getByText('蓝海集团 2026 年度福利')).toBeInTheDocument();
    expect(view.getByText('2026 年度')).toBeInTheDocument();
    expect(view.getAllByText('领取人：本人')).toHaveLength(2);
    expect(view.getByText('待发货', { selector: 'span' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: '取消订单 FB2026BOWF0001' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: '查看订单 FB2026BOWF0001 的详情' })).toHaveAttribute(
      'href',
      '/flexibleBenefitDetail?sn=FB2026BOWF0001',
    );

    // The received order of a closed quarter can only be looked at.
    expect(view.getByText('2026 年第三季度福利')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: '取消订单 FB2026Q3ZW0001' })).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: '确认收货：订单 FB2026Q3ZW0001' })).not.toBeInTheDocument();
  });

  it('shows the tab of the status chosen, and keeps it in the address', async () => {
    const { router } = renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    await view.findByRole('list', { name: '福利订单' });
    fakeApi.answer(LIST, orderPage([completedOrder()]));
    await userEvent.click(view.getByRole('tab', { name: '已完成' }));
    await waitFor(() =>
      expect(listAsked()).toEqual({ status: 'COMPLETED', pageNumber: '1', pageSize: '10' }),
    );
    expect(router.state.location.search).toBe('?status=COMPLETED');
    expect(await view.findByText('2026 年第三季度福利')).toBeInTheDocument();
    expect(view.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
  });

  it('cancels an order after asking, says so and asks for the orders afresh', async () => {
    fakeApi.answer(CANCEL, orderDetail({ status: 'CANCELLED' }));
    renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '取消订单 FB2026BOWF0001' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: '取消福利订单' }));
    expect(dialog.getByText('确定取消该福利订单吗？取消后可在选择时间结束前重新选择。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    expect(fakeApi.sent(CANCEL, 'POST')).toHaveLength(1);
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    await waitFor(() => expect(fakeApi.sent(LIST)).toHaveLength(2));
  });

  it('cancels nothing when the member thinks again', async () => {
    renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '取消订单 FB2026BOWF0001' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '再想想' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeApi.sent(CANCEL)).toEqual([]);
  });

  it('confirms receipt of a sent order after asking', async () => {
    fakeApi.answer(
      LIST,
      orderPage([waitingOrder({ status: 'DELIVERED', actions: { cancel: false, receive: true } })]),
    );
    fakeApi.answer(RECEIVE, orderDetail({ status: 'COMPLETED' }));
    renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    expect(view.queryByRole('button', { name: /^取消订单/ })).not.toBeInTheDocument();
    await userEvent.click(await view.findByRole('button', { name: '确认收货：订单 FB2026BOWF0001' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '确认收货' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认收货' }));
    expect(fakeApi.sent(RECEIVE, 'POST')).toHaveLength(1);
    expect(await screen.findByText('已确认收货')).toBeInTheDocument();
  });

  it('refreshes the orders after a refused cancel (the request layer showed why)', async () => {
    fakeApi.fail(CANCEL, { message: '福利已发货，不能取消', status: 400 });
    renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '取消订单 FB2026BOWF0001' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定取消' }),
    );
    await waitFor(() => expect(fakeApi.sent(LIST)).toHaveLength(2));
    expect(await screen.findByText('福利已发货，不能取消')).toBeInTheDocument();
    expect(screen.queryByText('订单已取消')).not.toBeInTheDocument();
  });

  it('says when there is no order, with the way to the year and quarter choices', async () => {
    fakeApi.answer(LIST, orderPage([]));
    renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    expect(await view.findByText('暂无福利订单')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '去选年度福利' })).toHaveAttribute('href', '/benefitYear');
    expect(view.getByRole('link', { name: '去选季度福利' })).toHaveAttribute('href', '/benefitQuarter');
  });

  it('pages the orders, keeping the page in the address', async () => {
    fakeApi.answer(LIST, orderPage([waitingOrder()], { total: 12, pages: 2 }));
    const { router } = renderRoute('/flexibleBenefitOrder?status=UNDELIVERED');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '第 2 页' }));
    await waitFor(() =>
      expect(listAsked()).toEqual({ status: 'UNDELIVERED', pageNumber: '2', pageSize: '10' }),
    );
    expect(router.state.location.search).toBe('?status=UNDELIVERED&pageNumber=2');
  });

  it('shows a failed list as failed, with a retry', async () => {
    fakeApi.fail(LIST, { message: '加载失败' });
    renderRoute('/flexibleBenefitOrder');
    const view = await findMain();
    expect(await view.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
