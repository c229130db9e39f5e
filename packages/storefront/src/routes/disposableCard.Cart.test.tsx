import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchCardCart,
  fetchCardSession,
  removeFromCardCart,
  setCardCartNum,
} from '../api/disposable-card.ts';
import {
  cardCart,
  cardGoods,
  cardSession,
  cartLineOf,
  TOWELS,
} from '../disposable-card/disposable-card-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/disposable-card.ts', () => ({
  fetchCardSession: vi.fn(),
  fetchCardCart: vi.fn(),
  setCardCartNum: vi.fn(),
  removeFromCardCart: vi.fn(),
}));
vi.mock('../api/addresses.ts', () => ({ fetchAddresses: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 20_000 });

const COOKIES = cardGoods();
const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  appStore.set(accessTokenAtom, 'card-token');
  vi.mocked(fetchCardSession).mockReset().mockResolvedValue(cardSession());
  vi.mocked(fetchCardCart)
    .mockReset()
    .mockResolvedValue(cardCart([cartLineOf(TOWELS), cartLineOf(COOKIES)]));
  vi.mocked(setCardCartNum).mockReset();
  vi.mocked(removeFromCardCart).mockReset();
});

afterEach(() => {
  toaster.remove();
  appStore.set(accessTokenAtom, null);
});

describe('/disposableCard/Cart', () => {
  it('totals the lines against the balance and goes on to the order', async () => {
    const { router } = renderRoute('/disposableCard/Cart');
    const view = await main();
    expect(await view.findByText('合计 138 积分')).toBeInTheDocument();
    expect(view.getByText('卡内余额 200 积分')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disposableCard/Order'));
  });

  it('changes a quantity and removes a line', async () => {
    vi.mocked(setCardCartNum).mockResolvedValue(cardCart([cartLineOf(TOWELS, 2), cartLineOf(COOKIES)]));
    vi.mocked(removeFromCardCart).mockResolvedValue(cardCart([cartLineOf(TOWELS, 2)]));
    renderRoute('/disposableCard/Cart');
    const view = await main();
    await userEvent.click(await view.findByRole('button', { name: '增加 长绒棉毛巾 4条装 的数量' }));
    expect(setCardCartNum).toHaveBeenCalledWith('1018', 2);
    expect(await view.findByText('合计 188 积分')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '删除 手工曲奇礼盒 908g' }));
    expect(removeFromCardCart).toHaveBeenCalledWith('1013');
    expect(await view.findByText('合计 100 积分')).toBeInTheDocument();
  });

  it('holds back a cart above the balance', async () => {
    vi.mocked(fetchCardCart).mockResolvedValue(cardCart([cartLineOf(COOKIES, 3)]));
    renderRoute('/disposableCard/Cart');
    const view = await main();
    expect(await view.findByText('已超出卡内余额 200 积分，请减少商品')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '去结算' })).toBeDisabled();
  });

  it('says an empty cart is empty, with the way to the goods', async () => {
    vi.mocked(fetchCardCart).mockResolvedValue(cardCart([]));
    renderRoute('/disposableCard/Cart');
    const view = await main();
    expect(await view.findByText('购物车是空的')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '去兑换' })).toHaveAttribute('href', '/disposableCard/GoodsList');
  });
});
