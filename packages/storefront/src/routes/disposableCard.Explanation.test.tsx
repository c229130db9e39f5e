import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCardSession } from '../api/disposable-card.ts';
import { cardSession } from '../disposable-card/disposable-card-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/disposable-card.ts', () => ({ fetchCardSession: vi.fn() }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 20_000 });

const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  vi.mocked(fetchCardSession).mockReset().mockResolvedValue(cardSession());
});

afterEach(() => {
  appStore.set(accessTokenAtom, null);
});

describe('/disposableCard/Explanation', () => {
  it('tells a guest the rules of the card, with the card login', async () => {
    renderRoute('/disposableCard/Explanation');
    const view = await main();
    expect(view.getByRole('heading', { level: 1, name: '一次性卡使用说明' })).toBeInTheDocument();
    expect(
      view.getByText('每张卡只能兑换一次：支付订单后卡即作废，卡内剩余积分一并作废，不退不补。'),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: '一次性卡登录' })).toHaveAttribute('href', '/disposableCard/login');
    expect(fetchCardSession).not.toHaveBeenCalled();
  });

  it("shows a holder the card's header and the way to the goods", async () => {
    appStore.set(accessTokenAtom, 'card-token');
    renderRoute('/disposableCard/Explanation');
    const view = await main();
    expect(await view.findByRole('region', { name: '我的一次性卡' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: '开始兑换' })).toHaveAttribute('href', '/disposableCard/GoodsList');
  });
});
