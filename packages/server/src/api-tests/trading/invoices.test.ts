import { API_PATHS, type OrderDetail, type OrderInvoice, type OrderPlaced } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of invoice requests (spec 03 section 7, the invoice area) against the real app on a
// seeded PGlite: an invoice asked for on checkout and shown on the order detail, one asked for later
// on the order detail, once per order; every refusal is a 4xx in the caller's language that writes
// nothing, and no member reaches another's order.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const HOME = 'addr-acme-zhang-home';
const RICE = '1001'; // 有机大米 5kg, the mall's own store, stock 500
/** zhangwei's paid order, no invoice in the seed. */
const ZHANG_PAID = 'O26030100003';
/** zhangwei's cancelled order. */
const ZHANG_CANCELLED = 'O26030100011';

const BUSINESS = {
  invoiceType: 'BUSINESS',
  title: '上海安可科技有限公司',
  taxpayerId: '91310000ma1fl8xq3c',
  purpose: 'GOODS_DETAIL',
} as const;
const INDIVIDUAL = { invoiceType: 'INDIVIDUAL', title: '张伟', purpose: 'GOODS_CATEGORY' } as const;

const post = <T>(
  url: string,
  payload: object,
  accessToken = api.tokens.zhang,
  headers: Record<string, string> = {},
) => api.call<T>('POST', url, { payload, accessToken, headers });
const detail = async (sn: string) => (await post<OrderDetail>(API_PATHS.orderDetail, { sn })).body.result;
const checkout = (invoice: object, headers: Record<string, string> = {}) =>
  post<OrderPlaced>(
    API_PATHS.orderCommit,
    { addressId: HOME, skuId: RICE, num: 1, invoice },
    api.tokens.zhang,
    headers,
  );

beforeEach(async () => {
  await api.db.query('DELETE FROM order_invoices WHERE order_sn = $1', [ZHANG_PAID]);
});

describe('an invoice asked for on checkout', () => {
  it('is stored with the order, the taxpayer ID in capitals, and shown on its detail', async () => {
    const placed = await checkout(BUSINESS);
    expect(placed.body.success).toBe(true);
    expect((await detail(placed.body.result.sn)).invoice).toMatchObject({
      invoiceType: 'BUSINESS',
      title: '上海安可科技有限公司',
      taxpayerId: '91310000MA1FL8XQ3C',
      purpose: 'GOODS_DETAIL',
    });
  });

  it('takes an individual invoice with its title alone, and drops a taxpayer ID sent with it', async () => {
    const placed = await checkout({ ...INDIVIDUAL, taxpayerId: '91310000MA1FL8XQ3C' });
    expect((await detail(placed.body.result.sn)).invoice).toMatchObject({
      invoiceType: 'INDIVIDUAL',
      title: '张伟',
      taxpayerId: null,
    });
  });

  it('leaves an order placed without one with no invoice', async () => {
    const placed = await post<OrderPlaced>(API_PATHS.orderCommit, { addressId: HOME, skuId: RICE, num: 1 });
    expect((await detail(placed.body.result.sn)).invoice).toBeNull();
  });

  it.each([
    [
      { ...BUSINESS, taxpayerId: '' },
      '企业发票请填写纳税人识别号',
      'A business invoice needs the taxpayer ID',
    ],
    [
      { ...BUSINESS, taxpayerId: null },
      '企业发票请填写纳税人识别号',
      'A business invoice needs the taxpayer ID',
    ],
    [
      { ...BUSINESS, taxpayerId: '9131000MA1FL8X' },
      '纳税人识别号应为15、17、18或20位字母或数字',
      'The taxpayer ID is 15, 17, 18 or 20 letters or digits',
    ],
    [
      { ...BUSINESS, taxpayerId: '91310000MA1FL8XQ3C1' },
      '纳税人识别号应为15、17、18或20位字母或数字',
      'The taxpayer ID is 15, 17, 18 or 20 letters or digits',
    ],
    [
      { ...BUSINESS, taxpayerId: '91310000-MA1FL8XQ3' },
      '纳税人识别号应为15、17、18或20位字母或数字',
      'The taxpayer ID is 15, 17, 18 or 20 letters or digits',
    ],
    [{ ...INDIVIDUAL, title: '   ' }, '请填写发票抬头', 'Please enter the invoice title'],
    [
      { ...INDIVIDUAL, title: '张'.repeat(101) },
      '发票抬头不能超过100个字',
      'The invoice title cannot be longer than 100 characters',
    ],
  ])('refuses %o, writing nothing, in Chinese and in English', async (invoice, chinese, english) => {
    await expectRefusedWithoutWriting(api.db, () => checkout(invoice), { message: chinese });
    await expectRefusedWithoutWriting(api.db, () => checkout(invoice, { locale: 'en-US' }), {
      message: english,
    });
  });

  it('refuses an unknown invoice type or purpose, or one with no title, writing nothing', async () => {
    for (const invoice of [
      { ...BUSINESS, invoiceType: 'COMPANY' },
      { ...INDIVIDUAL, purpose: 'ANYTHING' },
      { invoiceType: 'INDIVIDUAL', purpose: 'GOODS_DETAIL' },
    ])
      await expectRefusedWithoutWriting(api.db, () => checkout(invoice));
  });

  it('is checked by the checkout pre-check too', async () => {
    const { status, body } = await post(API_PATHS.orderPreCheck, {
      addressId: HOME,
      skuId: RICE,
      num: 1,
      invoice: { ...BUSINESS, taxpayerId: '123' },
    });
    expect([status, body.message]).toEqual([400, '纳税人识别号应为15、17、18或20位字母或数字']);
  });
});

describe('an invoice asked for on the order detail', () => {
  const ask = (
    sn: string,
    invoice: object,
    accessToken = api.tokens.zhang,
    headers: Record<string, string> = {},
  ) => post<OrderInvoice>(API_PATHS.orderInvoice, { sn, invoice }, accessToken, headers);

  it('is stored with the order and shown on its detail', async () => {
    expect((await detail(ZHANG_PAID)).invoice).toBeNull();
    const asked = await ask(ZHANG_PAID, INDIVIDUAL);
    expect(asked.body).toMatchObject({ success: true, result: { invoiceType: 'INDIVIDUAL', title: '张伟' } });
    expect((await detail(ZHANG_PAID)).invoice).toEqual(asked.body.result);
  });

  it('is refused for an order that has one already, writing nothing', async () => {
    expect((await ask(ZHANG_PAID, INDIVIDUAL)).body.success).toBe(true);
    await expectRefusedWithoutWriting(api.db, () => ask(ZHANG_PAID, BUSINESS), {
      message: '该订单已申请过发票',
    });
    await expectRefusedWithoutWriting(
      api.db,
      () => ask(ZHANG_PAID, BUSINESS, api.tokens.zhang, { locale: 'en-US' }),
      {
        message: 'An invoice was already requested for this order',
      },
    );
    expect((await detail(ZHANG_PAID)).invoice).toMatchObject({ invoiceType: 'INDIVIDUAL' });
  });

  it("answers another member's order as an unknown one, writing nothing", async () => {
    await expectRefusedWithoutWriting(api.db, () => ask(ZHANG_PAID, INDIVIDUAL, api.tokens.wang), {
      status: 404,
      message: '订单不存在',
    });
  });

  it('is refused for a cancelled order and for bad input, writing nothing', async () => {
    await expectRefusedWithoutWriting(api.db, () => ask(ZHANG_CANCELLED, INDIVIDUAL), {
      message: '已取消或已关闭的订单不能申请发票',
    });
    await expectRefusedWithoutWriting(
      api.db,
      () => ask(ZHANG_PAID, { ...BUSINESS, taxpayerId: undefined }, api.tokens.zhang, { locale: 'en-US' }),
      { message: 'A business invoice needs the taxpayer ID' },
    );
  });
});
