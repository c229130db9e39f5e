import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => showAppMessages());

describe('/disposableCard/Explanation', () => {
  it('tells a guest the rules of the card, with the card login', async () => {
    renderRoute('/disposableCard/Explanation');
    const view = await findMain();
    expect(view.getByRole('heading', { level: 1, name: '一次性卡使用说明' })).toBeInTheDocument();
    expect(
      view.getByText('每张卡只能兑换一次：支付订单后卡即作废，卡内剩余积分一并作废，不退不补。'),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: '一次性卡登录' })).toHaveAttribute('href', '/disposableCard/login');
    expect(fakeApi.sent(API_PATHS.ycxkCard)).toHaveLength(0);
  });

  it("shows a holder the card's header and the way to the goods", async () => {
    logInCard();
    renderRoute('/disposableCard/Explanation');
    const view = await findMain();
    expect(await view.findByRole('region', { name: '我的一次性卡' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: '开始兑换' })).toHaveAttribute('href', '/disposableCard/GoodsList');
  });
});
