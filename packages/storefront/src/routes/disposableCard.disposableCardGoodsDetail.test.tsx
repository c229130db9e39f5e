import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request.ts';
import { addToCardCart, fetchCardGoodsDetail, fetchCardSession } from '../api/disposable-card.ts';
import { cardCart, cardSession, cartLineOf, TOWELS } from '../disposable-card/disposable-card-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/disposable-card.ts', () => ({
  fetchCardSession: vi.fn(),
  fetchCardGoodsDetail: vi.fn(),
  addToCardCart: vi.fn(),
  fetchCardCart: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../api/addresses.ts', () => ({ fetchAddresses: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/disposableCard/disposableCardGoodsDetail?skuId=1018';
const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  appStore.set(accessTokenAtom, 'card-token');
  vi.mocked(fetchCardSession).mockReset().mockResolvedValue(cardSession());
  vi.mocked(fetchCardGoodsDetail)
    .mockReset()
    .mockResolvedValue({ goods: TOWELS, images: ['/img/goods/118.jpg', '/img/goods/118-2.jpg'], inCart: 0 });
  vi.mocked(addToCardCart).mockReset();
});

afterEach(() => {
  toaster.remove();
  appStore.set(accessTokenAtom, null);
});

describe('/disposableCard/disposableCardGoodsDetail', () => {
  it('shows the goods at the card price with its pictures, and adds the chosen quantity to the cart', async () => {
    vi.mocked(addToCardCart).mockResolvedValue({ ok: true, result: cardCart([cartLineOf(TOWELS, 2)]) });
    renderRoute(PATH);
    const view = await main();
    expect(await view.findByRole('heading', { name: '长绒棉毛巾 4条装' })).toBeInTheDocument();
    expect(view.getByText('50 积分')).toBeInTheDocument();
    expect(view.getByText('商城价 59 积分')).toBeInTheDocument();
    expect(view.getByRole('img', { name: '长绒棉毛巾 4条装' })).toHaveAttribute('width', '360');
    expect(view.getByRole('img', { name: '长绒棉毛巾 4条装 图片 2' })).toHaveAttribute('height', '64');
    await userEvent.click(view.getByRole('button', { name: '增加数量' }));
    await userEvent.click(view.getByRole('button', { name: '加入购物车' }));
    expect(addToCardCart).toHaveBeenCalledWith('1018', 2);
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
  });

  it('redeems now: adds to the cart and goes to confirm the order', async () => {
    vi.mocked(addToCardCart).mockResolvedValue({ ok: true, result: cardCart([cartLineOf(TOWELS)]) });
    const { router } = renderRoute(PATH);
    const view = await main();
    await userEvent.click(await view.findByRole('button', { name: '立即兑换' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disposableCard/Order'));
  });

  it('shows a refusal of the card rules beside the buttons', async () => {
    vi.mocked(addToCardCart).mockResolvedValue({ ok: false, code: 30000, message: '商品库存不足' });
    renderRoute(PATH);
    const view = await main();
    await userEvent.click(await view.findByRole('button', { name: '加入购物车' }));
    expect(await view.findByText('商品库存不足')).toBeInTheDocument();
  });

  it("says a goods outside the card's range is not in it", async () => {
    vi.mocked(fetchCardGoodsDetail).mockRejectedValue(new RequestError('', 'not-found', true, 404, 404));
    renderRoute('/disposableCard/disposableCardGoodsDetail?skuId=1010');
    const view = await main();
    expect(await view.findByText('该商品不在本卡兑换范围内')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '返回兑换商品' })).toBeInTheDocument();
  });

  it('offers nothing to a frozen card', async () => {
    vi.mocked(fetchCardSession).mockResolvedValue(cardSession({ status: 'FROZEN' }));
    renderRoute(PATH);
    const view = await main();
    expect(await view.findByText('该卡已冻结，暂不能兑换，请联系发卡企业。')).toBeInTheDocument();
    expect(await view.findByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(view.getByRole('button', { name: '立即兑换' })).toBeDisabled();
  });
});
