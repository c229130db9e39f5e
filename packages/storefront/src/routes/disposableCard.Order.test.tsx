import type { MemberAddressPage } from '@mall/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAddresses } from '../api/addresses.ts';
import { fetchCardCart, fetchCardSession, placeCardOrder } from '../api/disposable-card.ts';
import {
  cardCart,
  cardGoods,
  cartLineOf,
  cardSession,
  TOWELS,
} from '../disposable-card/disposable-card-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';
import { memberAddress } from '../trade/checkout-fixtures.ts';

vi.mock('../api/disposable-card.ts', () => ({
  fetchCardSession: vi.fn(),
  fetchCardCart: vi.fn(),
  placeCardOrder: vi.fn(),
  fetchCardPayment: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../api/addresses.ts', () => ({
  fetchAddresses: vi.fn(),
  addAddress: vi.fn(),
  editAddress: vi.fn(),
}));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

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
    .mockResolvedValue(cardCart([cartLineOf(TOWELS), cartLineOf(cardGoods())]));
  vi.mocked(fetchAddresses).mockReset().mockResolvedValue(book(HOME, OFFICE));
  vi.mocked(placeCardOrder).mockReset();
});

afterEach(() => {
  toaster.remove();
  appStore.set(accessTokenAtom, null);
});

describe('/disposableCard/Order', () => {
  it('places the cart to the chosen address and goes to pay it', async () => {
    vi.mocked(placeCardOrder).mockResolvedValue({
      ok: true,
      result: { sn: 'O2603010000000001', points: 138 },
    });
    const { router } = renderRoute('/disposableCard/Order');
    const view = await main();
    expect(await view.findByText('应付 138 积分')).toBeInTheDocument();
    expect(view.getByText('长绒棉毛巾 4条装 × 1')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '送到 周敏' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(view.getByRole('button', { name: '送到 周敏同事' }));
    await userEvent.type(view.getByRole('textbox', { name: '订单备注' }), '工作日送达');
    await userEvent.click(view.getByRole('button', { name: '提交订单' }));
    expect(placeCardOrder).toHaveBeenCalledWith({ addressId: 'addr-office', remark: '工作日送达' });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/disposableCard/Pay?sn=O2603010000000001',
      ),
    );
  });

  it('shows a refusal of the card rules beside the button', async () => {
    vi.mocked(placeCardOrder).mockResolvedValue({
      ok: false,
      code: 30000,
      message: '订单需398积分，超出卡内余额300积分',
    });
    renderRoute('/disposableCard/Order');
    const view = await main();
    await userEvent.click(await view.findByRole('button', { name: '提交订单' }));
    expect(await view.findByText('订单需398积分，超出卡内余额300积分')).toBeInTheDocument();
  });

  it('links to the address page when the card member has no address yet', async () => {
    vi.mocked(fetchAddresses).mockResolvedValue(book());
    renderRoute('/disposableCard/Order');
    const view = await main();
    expect(await view.findByText('还没有收货地址')).toBeInTheDocument();
    expect(view.getAllByRole('link', { name: '新增收货地址' })[0]).toHaveAttribute(
      'href',
      '/disposableCard/Address?from=order',
    );
  });

  it('cannot place a cart above the balance', async () => {
    vi.mocked(fetchCardCart).mockResolvedValue(cardCart([cartLineOf(cardGoods(), 3)]));
    renderRoute('/disposableCard/Order');
    const view = await main();
    expect(await view.findByText('已超出卡内余额 200 积分，请减少商品')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '提交订单' })).toBeDisabled();
  });
});
