import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCardOrder, fetchCardOrders, fetchCardSession } from '../api/disposable-card.ts';
import { cardOrder, cardSession } from '../disposable-card/disposable-card-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/disposable-card.ts', () => ({
  fetchCardSession: vi.fn(),
  fetchCardOrder: vi.fn(),
  fetchCardOrders: vi.fn(),
}));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 20_000 });

const SN = 'O2603010000000001';
const USED = cardSession({ status: 'USED', balance: 0, usedOrderSn: SN, forfeitedPoints: 62 });
const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  appStore.set(accessTokenAtom, 'card-token');
  vi.mocked(fetchCardSession).mockReset().mockResolvedValue(USED);
  vi.mocked(fetchCardOrder).mockReset().mockResolvedValue(cardOrder());
  vi.mocked(fetchCardOrders)
    .mockReset()
    .mockResolvedValue([
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

afterEach(() => {
  appStore.set(accessTokenAtom, null);
});

describe('/disposableCard/OrderDetail', () => {
  it('shows the order that used the card: status, address, items and the forfeited rest', async () => {
    renderRoute(`/disposableCard/OrderDetail?sn=${SN}`);
    const view = await main();
    expect(
      await view.findByText('本订单使用一次性卡 8800 **** **** 0047 兑换，卡已作废，作废余额 62 积分。'),
    ).toBeInTheDocument();
    expect(view.getByText('待发货')).toBeInTheDocument();
    expect(view.getByText('张伟 13800000001 浙江省 杭州市 西湖区 文三路 90 号')).toBeInTheDocument();
    expect(view.getByText('手工曲奇礼盒 908g × 1')).toBeInTheDocument();
    expect(view.getByRole('img', { name: '手工曲奇礼盒 908g' })).toHaveAttribute('width', '64');
    expect(view.getByText('合计 88 积分')).toBeInTheDocument();
    expect(fetchCardOrder).toHaveBeenCalledWith(SN);
  });

  it("lists the card's orders without an order number", async () => {
    renderRoute('/disposableCard/OrderDetail');
    const view = await main();
    expect(await view.findByRole('heading', { level: 1, name: '我的兑换订单' })).toBeInTheDocument();
    expect(await view.findByRole('link', { name: `查看 ${SN}` })).toHaveAttribute(
      'href',
      `/disposableCard/OrderDetail?sn=${SN}`,
    );
  });
});
