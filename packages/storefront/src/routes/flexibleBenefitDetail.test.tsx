import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completedOrder, orderDetail } from '../flexible-benefit/flexible-benefit-test-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** zhangwei's received Q3 order in full. */
const received = () =>
  orderDetail({
    ...completedOrder(),
    consignee: {
      name: '张伟',
      mobile: '138****1234',
      regionNames: '浙江省 杭州市 西湖区',
      detail: '文三路 90 号 3 幢 1201 室',
    },
    logisticsNo: 'DEVFBQ3ZW0001',
    steps: [
      { key: 'CHOSEN', time: '2026-01-10T08:00:00.000Z' },
      { key: 'DELIVERED', time: '2026-01-12T10:00:00.000Z' },
      { key: 'COMPLETED', time: '2026-01-15T06:00:00.000Z' },
    ],
  });

const ORDER = API_PATHS.benefitOrder('*');

/** The orders asked for in full (the list's path shares the detail's shape). */
const detailsAsked = () => fakeApi.sent(ORDER).filter(({ path }) => path !== API_PATHS.benefitOrderList);

beforeEach(() => {
  showAppMessages();
  logInMember();
});

describe('/flexibleBenefitDetail', () => {
  it('shows the steps with their times, the plan case, the goods, the consignee and the waybill', async () => {
    fakeApi.answer(ORDER, received());
    renderRoute('/flexibleBenefitDetail?sn=FB2026Q3ZW0001');
    const view = await findMain();

    expect(await view.findByRole('heading', { name: '福利订单详情' })).toBeInTheDocument();
    expect(fakeApi.lastSent(ORDER).path).toBe(API_PATHS.benefitOrder('FB2026Q3ZW0001'));
    const steps = within(await view.findByRole('list', { name: '订单进度' })).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual(['已选择', '已发货', '已收货']);
    expect(steps[1]).toHaveTextContent(/2026-01-12 \d\d:00:00/);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(view.getByText('已完成')).toBeInTheDocument();

    const planCase = within(view.getByRole('region', { name: '福利方案' }));
    expect(planCase.getByText('2026 年第三季度福利')).toBeInTheDocument();
    expect(planCase.getByText('2026-Q3 季度')).toBeInTheDocument();
    expect(planCase.getByText('本人')).toBeInTheDocument();

    const goods = within(view.getByRole('region', { name: '福利商品' }));
    expect(goods.getByRole('link', { name: '查看商品：明前龙井 250g' })).toHaveAttribute(
      'href',
      '/flexibleBenefitgGoodsDetail?optionId=bpo-q3-tea',
    );
    expect(goods.getByRole('img', { name: '明前龙井 250g' })).toHaveAttribute('height', '80');
    expect(goods.getByText('企业支付，无需积分')).toBeInTheDocument();

    const consignee = within(view.getByRole('region', { name: '收货信息' }));
    expect(consignee.getByText('138****1234')).toBeInTheDocument();
    expect(consignee.getByText('浙江省 杭州市 西湖区 文三路 90 号 3 幢 1201 室')).toBeInTheDocument();
    expect(
      within(view.getByRole('region', { name: '物流信息' })).getByText('DEVFBQ3ZW0001'),
    ).toBeInTheDocument();
    // Received: nothing left to do with it.
    expect(view.queryByRole('button', { name: /取消订单|确认收货/ })).not.toBeInTheDocument();
  });

  it('names a family member the benefit was chosen for', async () => {
    fakeApi.answer(ORDER, orderDetail({ recipient: { kind: 'FAMILY', name: '李娜', relation: 'SPOUSE' } }));
    renderRoute('/flexibleBenefitDetail?sn=FB2026BOWF0001');
    const view = await findMain();
    expect(await view.findByText('家属：李娜（配偶）')).toBeInTheDocument();
  });

  it('cancels an order not yet sent after asking, and shows it cancelled', async () => {
    fakeApi.answer(ORDER, orderDetail());
    const cancelled = orderDetail({
      status: 'CANCELLED',
      actions: { cancel: false, receive: false },
      steps: [
        { key: 'CHOSEN', time: '2026-02-27T08:00:00.000Z' },
        { key: 'CANCELLED', time: '2026-03-01T09:00:00.000Z' },
      ],
    });
    fakeApi.answer(API_PATHS.benefitOrderCancel('FB2026BOWF0001'), cancelled, { method: 'POST' });
    renderRoute('/flexibleBenefitDetail?sn=FB2026BOWF0001');
    const view = await findMain();
    expect(await view.findByText('福利尚未发货，发货后可在此查看运单号。')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '取消订单 FB2026BOWF0001' }));
    fakeApi.answer(ORDER, cancelled, { method: 'GET' });
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '取消福利订单' })).getByRole('button', {
        name: '确定取消',
      }),
    );
    expect(fakeApi.sent(API_PATHS.benefitOrderCancel('FB2026BOWF0001'), 'POST')).toHaveLength(1);
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(view.getByRole('list', { name: '订单进度' }))
          .getAllByRole('listitem')
          .map((step) => step.firstChild?.textContent),
      ).toEqual(['已选择', '已取消']),
    );
    expect(view.queryByRole('button', { name: '取消订单 FB2026BOWF0001' })).not.toBeInTheDocument();
  });

  it('says an unknown order (or another member’s) is not found, with the way back', async () => {
    fakeApi.fail(ORDER, { status: 404 });
    const { router } = renderRoute('/flexibleBenefitDetail?sn=FB0000');
    const view = await findMain();
    expect(await view.findByText('福利订单不存在')).toBeInTheDocument();
    expect(view.getByText('该订单不存在或不属于当前账号。')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '返回福利订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flexibleBenefitOrder'));
  });

  it('says so when no order is named, asking nothing', async () => {
    renderRoute('/flexibleBenefitDetail');
    const view = await findMain();
    expect(await view.findByText('未指定福利订单')).toBeInTheDocument();
    expect(detailsAsked()).toEqual([]);
  });

  it('offers a retry when the order could not be loaded', async () => {
    fakeApi.fail(ORDER, 'network');
    renderRoute('/flexibleBenefitDetail?sn=FB2026BOWF0001');
    const view = await findMain();
    expect(await view.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
