import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardOrder, cardSession } from '../disposable-card/disposable-card-test-data.ts';
import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const SN = 'O2603010000000001';
const USED = cardSession({ status: 'USED', balance: 0, usedOrderSn: SN, forfeitedPoints: 62 });

beforeEach(() => {
  showAppMessages();
  logInCard(USED);
  fakeApi.answer(API_PATHS.ycxkOrder, cardOrder());
  fakeApi.answer(API_PATHS.ycxkOrders, [
    {
      sn: SN,
      orderStatus: 'PAID',
      createTime: '2026-03-01T09:00:00.000Z',
      points: 88,
      units: 1,
      firstItemName: '手工曲奇礼盒 908g',
    },
  ]);
});

describe('/disposableCard/OrderDetail', () => {
  it('shows the order that used the card: status, address, items and the forfeited rest', async () => {
    renderRoute(`/disposableCard/OrderDetail?sn=${SN}`);
    const view = await findMain();
    expect(
      await view.findByText('本订单使用一次性卡 8800 **** **** 0047 兑换，卡已作废，作废余额 62 积分。'),
    ).toBeInTheDocument();
    expect(view.getByText('待发货')).toBeInTheDocument();
    expect(view.getByText('张伟 13800000001 浙江省 杭州市 西湖区 文三路 90 号')).toBeInTheDocument();
    expect(view.getByText('手工曲奇礼盒 908g × 1')).toBeInTheDocument();
    expect(view.getByRole('img', { name: '手工曲奇礼盒 908g' })).toHaveAttribute('width', '64');
    expect(view.getByText('合计 88 积分')).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.ycxkOrder).query).toEqual({ sn: SN });
  });

  it("lists the card's orders without an order number", async () => {
    renderRoute('/disposableCard/OrderDetail');
    const view = await findMain();
    expect(await view.findByRole('heading', { level: 1, name: '我的兑换订单' })).toBeInTheDocument();
    expect(await view.findByRole('link', { name: `查看 ${SN}` })).toHaveAttribute(
      'href',
      `/disposableCard/OrderDetail?sn=${SN}`,
    );
  });
});
