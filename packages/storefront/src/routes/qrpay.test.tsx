import type { PaymentCheck } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPaymentCheck } from '../api/payment.ts';
import { RequestError } from '../api/request.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.mock('../api/payment.ts', () => ({ fetchPaymentCheck: vi.fn() }));

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

beforeEach(() => {
  vi.clearAllMocks();
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(fetchPaymentCheck).mockResolvedValue(order());
});

describe('/qrpay', () => {
  it("shows the order's points and a QR code of its payment address", async () => {
    renderRoute(`/qrpay?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText('应付：56 积分')).toBeInTheDocument();
    expect(content.getByRole('heading', { level: 1, name: '扫码支付' })).toBeInTheDocument();
    expect(content.getByRole('img', { name: `订单 ${SN} 的支付二维码` })).toBeInTheDocument();
    expect(content.getByRole('link', { name: '在本页支付' })).toHaveAttribute('href', `/payMent?sn=${SN}`);
    expect(fetchPaymentCheck).toHaveBeenCalledWith(SN);
  });

  it('says an order already paid needs no payment, without a QR code', async () => {
    vi.mocked(fetchPaymentCheck).mockResolvedValue(order({ orderStatus: 'PAID' }));
    renderRoute(`/qrpay?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText('该订单无需支付（待发货）')).toBeInTheDocument();
    expect(content.queryByRole('img', { name: /支付二维码/ })).toBeNull();
  });

  it('says an unknown order is not found', async () => {
    vi.mocked(fetchPaymentCheck).mockRejectedValue(new RequestError('', 'not-found', true));
    renderRoute('/qrpay?sn=NOPE');
    expect(await (await findMain()).findByText('订单不存在')).toBeInTheDocument();
  });

  it('asks for an order number when the address has none, without calling the server', async () => {
    renderRoute('/qrpay');
    expect(await (await findMain()).findByText('地址里缺少订单号（sn）')).toBeInTheDocument();
    expect(fetchPaymentCheck).not.toHaveBeenCalled();
  });
});
