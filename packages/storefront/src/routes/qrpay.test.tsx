import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { PAYMENT_SN as SN, paymentCheck as order } from '../test/payment-check.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const CHECK = API_PATHS.orderCheckPayment;

beforeEach(() => {
  logInMember();
  fakeApi.answer(CHECK, order());
});

describe('/qrpay', () => {
  it("shows the order's points and a QR code of its payment address", async () => {
    renderRoute(`/qrpay?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText('应付：56 积分')).toBeInTheDocument();
    expect(content.getByRole('heading', { level: 1, name: '扫码支付' })).toBeInTheDocument();
    expect(content.getByRole('img', { name: `订单 ${SN} 的支付二维码` })).toBeInTheDocument();
    expect(content.getByRole('link', { name: '在本页支付' })).toHaveAttribute('href', `/payMent?sn=${SN}`);
    expect(fakeApi.lastSent(CHECK).body).toEqual({ sn: SN });
  });

  it('says an order already paid needs no payment, without a QR code', async () => {
    fakeApi.answer(CHECK, order({ orderStatus: 'PAID' }));
    renderRoute(`/qrpay?sn=${SN}`);
    const content = await findMain();
    expect(await content.findByText('该订单无需支付（待发货）')).toBeInTheDocument();
    expect(content.queryByRole('img', { name: /支付二维码/ })).toBeNull();
  });

  it('says an unknown order is not found', async () => {
    fakeApi.fail(CHECK, { status: 404 });
    renderRoute('/qrpay?sn=NOPE');
    expect(await (await findMain()).findByText('订单不存在')).toBeInTheDocument();
  });

  it('asks for an order number when the address has none, without calling the server', async () => {
    renderRoute('/qrpay');
    expect(await (await findMain()).findByText('地址里缺少订单号（sn）')).toBeInTheDocument();
    expect(fakeApi.sent(CHECK)).toEqual([]);
  });
});
