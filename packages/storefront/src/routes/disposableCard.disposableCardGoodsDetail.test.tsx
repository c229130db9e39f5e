import { API_PATHS, type DisposableCardCart } from '@mall/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCart, cardSession, cartLineOf, TOWELS } from '../disposable-card/disposable-card-test-data.ts';
import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/disposableCard/disposableCardGoodsDetail?skuId=1018';

beforeEach(() => {
  showAppMessages();
  logInCard();
  fakeApi.answer(API_PATHS.ycxkGoodsDetail, {
    goods: TOWELS,
    images: ['/img/goods/118.jpg', '/img/goods/118-2.jpg'],
    inCart: 0,
  });
  fakeApi.hang(API_PATHS.ycxkCart, { method: 'GET' });
  fakeApi.hang(API_PATHS.address);
});

const addToCart = (answer: DisposableCardCart) =>
  fakeApi.answer(API_PATHS.ycxkCart, answer, { method: 'POST' });

describe('/disposableCard/disposableCardGoodsDetail', () => {
  it('shows the goods at the card price with its pictures, and adds the chosen quantity to the cart', async () => {
    addToCart(cardCart([cartLineOf(TOWELS, 2)]));
    renderRoute(PATH);
    const view = await findMain();
    expect(await view.findByRole('heading', { name: '长绒棉毛巾 4条装' })).toBeInTheDocument();
    expect(view.getByText('50 积分')).toBeInTheDocument();
    expect(view.getByText('商城价 59 积分')).toBeInTheDocument();
    expect(view.getByRole('img', { name: '长绒棉毛巾 4条装' })).toHaveAttribute('width', '360');
    expect(view.getByRole('img', { name: '长绒棉毛巾 4条装 图片 2' })).toHaveAttribute('height', '64');
    await userEvent.click(view.getByRole('button', { name: '增加数量' }));
    await userEvent.click(view.getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.ycxkCart, 'POST').body).toEqual({ skuId: '1018', num: 2 });
  });

  it('redeems now: adds to the cart and goes to confirm the order', async () => {
    addToCart(cardCart([cartLineOf(TOWELS)]));
    const { router } = renderRoute(PATH);
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '立即兑换' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disposableCard/Order'));
  });

  it('shows a refusal of the card rules beside the buttons', async () => {
    fakeApi.fail(API_PATHS.ycxkCart, { code: 30000, message: '商品库存不足' }, { method: 'POST' });
    renderRoute(PATH);
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '加入购物车' }));
    expect(await view.findByText('商品库存不足')).toBeInTheDocument();
  });

  it("says a goods outside the card's range is not in it", async () => {
    fakeApi.fail(API_PATHS.ycxkGoodsDetail, { status: 404 });
    renderRoute('/disposableCard/disposableCardGoodsDetail?skuId=1010');
    const view = await findMain();
    expect(await view.findByText('该商品不在本卡兑换范围内')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '返回兑换商品' })).toBeInTheDocument();
  });

  it('offers nothing to a frozen card', async () => {
    logInCard(cardSession({ status: 'FROZEN' }));
    renderRoute(PATH);
    const view = await findMain();
    expect(await view.findByText('该卡已冻结，暂不能兑换，请联系发卡企业。')).toBeInTheDocument();
    expect(await view.findByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(view.getByRole('button', { name: '立即兑换' })).toBeDisabled();
  });
});
