import { API_PATHS } from '@mall/schemas';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCart, cardGoods, cartLineOf, TOWELS } from '../disposable-card/disposable-card-test-data.ts';
import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const COOKIES = cardGoods();

beforeEach(() => {
  showAppMessages();
  logInCard();
  fakeApi.answer(API_PATHS.ycxkCart, cardCart([cartLineOf(TOWELS), cartLineOf(COOKIES)]), { method: 'GET' });
});

describe('/disposableCard/Cart', () => {
  it('totals the lines against the balance and goes on to the order', async () => {
    const { router } = renderRoute('/disposableCard/Cart');
    const view = await findMain();
    expect(await view.findByText('合计 138 积分')).toBeInTheDocument();
    expect(view.getByText('卡内余额 200 积分')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disposableCard/Order'));
  });

  it('changes a quantity and removes a line', async () => {
    fakeApi.answer(API_PATHS.ycxkCart, cardCart([cartLineOf(TOWELS, 2), cartLineOf(COOKIES)]), {
      method: 'PUT',
    });
    fakeApi.answer(API_PATHS.ycxkCartLine('1013'), cardCart([cartLineOf(TOWELS, 2)]), { method: 'DELETE' });
    renderRoute('/disposableCard/Cart');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '增加 长绒棉毛巾 4条装 的数量' }));
    expect(await view.findByText('合计 188 积分')).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.ycxkCart, 'PUT').body).toEqual({ skuId: '1018', num: 2 });
    await userEvent.click(view.getByRole('button', { name: '删除 手工曲奇礼盒 908g' }));
    expect(await view.findByText('合计 100 积分')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.ycxkCartLine('1013'), 'DELETE')).toHaveLength(1);
  });

  it('holds back a cart above the balance', async () => {
    fakeApi.answer(API_PATHS.ycxkCart, cardCart([cartLineOf(COOKIES, 3)]));
    renderRoute('/disposableCard/Cart');
    const view = await findMain();
    expect(await view.findByText('已超出卡内余额 200 积分，请减少商品')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '去结算' })).toBeDisabled();
  });

  it('says an empty cart is empty, with the way to the goods', async () => {
    fakeApi.answer(API_PATHS.ycxkCart, cardCart([]));
    renderRoute('/disposableCard/Cart');
    const view = await findMain();
    expect(await view.findByText('购物车是空的')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '去兑换' })).toHaveAttribute('href', '/disposableCard/GoodsList');
  });
});
