import type { PaymentCheck } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPaymentCheck } from '../api/payment.ts';
import { RequestError } from '../api/request.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/payment.ts', () => ({ fetchPaymentCheck: vi.fn() }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 20_000 });

const SN = 'O202611230001';
const order = (overrides: Partial<PaymentCheck> = {}): PaymentCheck => ({
  sn: SN,
  orderStatus: 'UNPAID',
  points: 56,
  balance: 1000,
  enough: true,
  payPasswordSet: true,
  payDeadline: '2099-01-01T00:00:00.000Z',
  items: [],
  ...overrides,
});

const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

beforeEach(() => {
  vi.clearAllMocks();
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(fetchPaymentCheck).mockResolvedValue(order());
});

describe('/qrpay', () => {
  it("shows the order's points and a QR code of its payment address", async () => {
    renderRoute(`/qrpay?sn=${SN}`);
    const content = await main();
    expect(await content.findByText('应付：56 积分')).toBeInTheDocument();
    expect(content.getByRole('heading', { level: 1, name: '扫码支付' })).toBeInTheDocument();
    expect(content.getByRole('img', { name: `订单 ${SN} 的支付二维码` })).toBeInTheDocument();
    expect(content.getByRole('link', { name: '在本页支付' })).toHaveAttribute('href', `/payMent?sn=${SN}`);
    expect(fetchPaymentCheck).toHaveBeenCalledWith(SN);
  });

  it('says an order already paid needs no payment, without a QR code', async () => {
    vi.mocked(fetchPaymentCheck).mockResolvedValue(order({ orderStatus: 'PAID' }));
    renderRoute(`/qrpay?sn=${SN}`);
    const content = await main();
    expect(await content.findByText('该订单无需支付（待发货）')).toBeInTheDocument();
    expect(content.queryByRole('img', { name: /支付二维码/ })).toBeNull();
  });

  it('says an unknown order is not found', async () => {
    vi.mocked(fetchPaymentCheck).mockRejectedValue(new RequestError('', 'not-found', true));
    renderRoute('/qrpay?sn=NOPE');
    expect(await (await main()).findByText('订单不存在')).toBeInTheDocument();
  });

  it('asks for an order number when the address has none, without calling the server', async () => {
    renderRoute('/qrpay');
    expect(await (await main()).findByText('地址里缺少订单号（sn）')).toBeInTheDocument();
    expect(fetchPaymentCheck).not.toHaveBeenCalled();
  });
});
