import { API_PATHS, type OrderDetail, type OrderInvoice } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { orderActions } from '../test/order-actions.ts';
import { renderRoute, showAppMessages } from '../test/render-route.tsx';

// The invoice on the order detail (/home/OrderDetail): the one asked for with the order, or a form to
// ask for one; the server's refusal is shown above the form's buttons.

vi.setConfig({ testTimeout: 20_000 });

const INVOICE = API_PATHS.orderInvoice;

const BUSINESS: OrderInvoice = {
  invoiceType: 'BUSINESS',
  title: '上海安可科技有限公司',
  taxpayerId: '91310000MA1FL8XQ3C',
  purpose: 'GOODS_DETAIL',
  requestedAt: '2026-01-05T02:30:00.000Z',
};

const paid = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  sn: 'O20260105000001',
  orderStatus: 'PAID',
  createTime: '2026-01-05T02:30:00.000Z',
  payTime: '2026-01-05T02:31:00.000Z',
  deliverTime: null,
  completeTime: null,
  cancelTime: null,
  cancelReason: null,
  remark: null,
  consignee: null,
  items: [],
  priceDetail: { goodsPoints: 89, freightPoints: 0, discountPoints: 0, points: 89, checkedNum: 1 },
  coupon: null,
  logisticsCompany: null,
  logisticsNo: null,
  actions: orderActions({ cancel: true, afterSale: true }),
  invoice: null,
  ...overrides,
});

const invoiceSection = async (name = '发票信息') =>
  within(await screen.findByRole('region', { name }, { timeout: 5000 }));

beforeEach(() => {
  logInMember();
  showAppMessages();
});
describe('/home/OrderDetail invoice', () => {
  it('shows the invoice asked for with the order: type, title, taxpayer ID and purpose', async () => {
    fakeApi.answer(API_PATHS.orderDetail, paid({ invoice: BUSINESS }));
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const section = await invoiceSection();
    expect(await section.findByText('上海安可科技有限公司', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(section.getByText('企业')).toBeInTheDocument();
    expect(section.getByText('91310000MA1FL8XQ3C')).toBeInTheDocument();
    expect(section.getByText('商品明细')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: '申请开票' })).not.toBeInTheDocument();
  });

  it('asks for an individual invoice, checking the title first, and shows it once stored', async () => {
    const user = userEvent.setup();
    fakeApi.answer(API_PATHS.orderDetail, paid());
    fakeApi.answer(INVOICE, { ...BUSINESS, invoiceType: 'INDIVIDUAL', title: '张伟', taxpayerId: null });
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const section = await invoiceSection();
    expect(await section.findByText('未申请发票', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: '申请开票' }));
    await user.click(section.getByRole('radio', { name: '个人' }));
    expect(section.queryByLabelText(/纳税人识别号/)).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: '提交申请' }));
    expect(await section.findByText('请填写发票抬头')).toBeInTheDocument();
    expect(fakeApi.sent(INVOICE)).toEqual([]);

    await user.type(section.getByRole('textbox', { name: /发票抬头/ }), ' 张伟 ');
    await user.click(section.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(fakeApi.lastSent(INVOICE).body).toEqual({
        sn: 'O20260105000001',
        invoice: { invoiceType: 'INDIVIDUAL', title: '张伟', purpose: 'GOODS_DETAIL' },
      }),
    );
    expect(await section.findByText('张伟')).toBeInTheDocument();
    expect(section.getByText('个人')).toBeInTheDocument();
    expect(await screen.findByText('发票申请已提交')).toBeInTheDocument();
  });

  it('says a business invoice needs a well-formed taxpayer ID, and shows the server’s refusal keeping what was typed', async () => {
    const user = userEvent.setup();
    fakeApi.answer(API_PATHS.orderDetail, paid());
    fakeApi.fail(INVOICE, { code: 30000, message: '该订单已申请过发票' });
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const section = await invoiceSection();
    await user.click(await section.findByRole('button', { name: '申请开票' }, { timeout: 5000 }));
    await user.type(section.getByRole('textbox', { name: /发票抬头/ }), '上海安可科技有限公司');
    await user.click(section.getByRole('button', { name: '提交申请' }));
    expect(await section.findByText('企业发票请填写纳税人识别号')).toBeInTheDocument();

    await user.type(section.getByRole('textbox', { name: /纳税人识别号/ }), '9131000');
    await user.click(section.getByRole('button', { name: '提交申请' }));
    expect(await section.findByText('纳税人识别号应为15、17、18或20位字母或数字')).toBeInTheDocument();
    expect(fakeApi.sent(INVOICE)).toEqual([]);

    await user.clear(section.getByRole('textbox', { name: /纳税人识别号/ }));
    await user.type(section.getByRole('textbox', { name: /纳税人识别号/ }), '91310000ma1fl8xq3c');
    await user.click(section.getByRole('radio', { name: '商品类别' }));
    await user.click(section.getByRole('button', { name: '提交申请' }));
    expect(await section.findByRole('alert')).toHaveTextContent('该订单已申请过发票');
    expect(fakeApi.lastSent(INVOICE).body).toEqual({
      sn: 'O20260105000001',
      invoice: {
        invoiceType: 'BUSINESS',
        title: '上海安可科技有限公司',
        taxpayerId: '91310000MA1FL8XQ3C',
        purpose: 'GOODS_CATEGORY',
      },
    });
    expect(section.getByRole('textbox', { name: /发票抬头/ })).toHaveValue('上海安可科技有限公司');
  });

  it('offers no invoice request on a cancelled or closed order', async () => {
    fakeApi.answer(API_PATHS.orderDetail, paid({ orderStatus: 'CLOSED' }));
    renderRoute('/home/OrderDetail?sn=O20260105000001');
    const section = await invoiceSection();
    expect(await section.findByText('未申请发票', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: '申请开票' })).not.toBeInTheDocument();
  });

  it('words the invoice in English in en-US', async () => {
    fakeApi.answer(API_PATHS.orderDetail, paid({ invoice: BUSINESS }));
    renderRoute('/home/OrderDetail?sn=O20260105000001', { locale: 'en-US' });
    const section = await invoiceSection('Invoice');
    expect(await section.findByText('Business', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(section.getByText('Taxpayer ID')).toBeInTheDocument();
    expect(section.getByText('Goods details')).toBeInTheDocument();
  });
});
