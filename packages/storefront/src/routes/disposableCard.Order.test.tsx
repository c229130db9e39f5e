import { API_PATHS, type MemberAddressPage } from '@mall/schemas';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCart, cardGoods, cartLineOf, TOWELS } from '../disposable-card/disposable-card-test-data.ts';
import { memberAddress } from '../trade/checkout-fixtures.ts';
import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const book = (...records: ReturnType<typeof memberAddress>[]): MemberAddressPage => ({
  records,
  total: records.length,
  current: 1,
  size: 20,
  pages: 1,
});
const HOME = memberAddress('addr-home', { consigneeName: '周敏' });
const OFFICE = memberAddress('addr-office', {
  consigneeName: '周敏同事',
  isDefault: false,
  detail: '西溪路 1 号',
});

beforeEach(() => {
  showAppMessages();
  logInCard();
  fakeApi.answer(API_PATHS.ycxkCart, cardCart([cartLineOf(TOWELS), cartLineOf(cardGoods())]));
  fakeApi.answer(API_PATHS.address, book(HOME, OFFICE));
  fakeApi.hang(API_PATHS.ycxkPay);
});

describe('/disposableCard/Order', () => {
  it('places the cart to the chosen address and goes to pay it', async () => {
    fakeApi.answer(API_PATHS.ycxkOrder, { sn: 'O2603010000000001', points: 138 }, { method: 'POST' });
    const { router } = renderRoute('/disposableCard/Order');
    const view = await findMain();
    expect(await view.findByText('应付 138 积分')).toBeInTheDocument();
    expect(view.getByText('长绒棉毛巾 4条装 × 1')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '送到 周敏' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(view.getByRole('button', { name: '送到 周敏同事' }));
    await userEvent.type(view.getByRole('textbox', { name: '订单备注' }), '工作日送达');
    await userEvent.click(view.getByRole('button', { name: '提交订单' }));
    await waitFor(() =>
      expect(fakeApi.lastSent(API_PATHS.ycxkOrder, 'POST').body).toEqual({
        addressId: 'addr-office',
        remark: '工作日送达',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/disposableCard/Pay?sn=O2603010000000001',
      ),
    );
  });

  it('shows a refusal of the card rules beside the button', async () => {
    fakeApi.fail(
      API_PATHS.ycxkOrder,
      { code: 30000, message: '订单需398积分，超出卡内余额300积分' },
      { method: 'POST' },
    );
    renderRoute('/disposableCard/Order');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '提交订单' }));
    expect(await view.findByText('订单需398积分，超出卡内余额300积分')).toBeInTheDocument();
  });

  it('links to the address page when the card member has no address yet', async () => {
    fakeApi.answer(API_PATHS.address, book());
    renderRoute('/disposableCard/Order');
    const view = await findMain();
    expect(await view.findByText('还没有收货地址')).toBeInTheDocument();
    expect(view.getAllByRole('link', { name: '新增收货地址' })[0]).toHaveAttribute(
      'href',
      '/disposableCard/Address?from=order',
    );
  });

  it('cannot place a cart above the balance', async () => {
    fakeApi.answer(API_PATHS.ycxkCart, cardCart([cartLineOf(cardGoods(), 3)]));
    renderRoute('/disposableCard/Order');
    const view = await findMain();
    expect(await view.findByText('已超出卡内余额 200 积分，请减少商品')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '提交订单' })).toBeDisabled();
  });
});
