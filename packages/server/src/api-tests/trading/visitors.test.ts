import { API_PATHS, type CheckoutView, type OrderDetail, type OrderPlaced } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { chinaDay, EXAMINEE } from '../../testing/examinee.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of an order's visitor (spec 03 section 7, the visitor area) against the real app on a
// seeded PGlite: goods of the 健康体检 plan are received in person, so their checkout says so and
// placing the order needs who comes and when; the visitor is stored with the order and shown on its
// detail masked. Every refusal is a 400 in the caller's language that writes nothing.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

const HOME = 'addr-acme-zhang-home';
const HEALTH = '1021'; // in plan 健康体检 (visitorRequired in fixtures/seed/plans.json)
const RICE = '1001'; // 有机大米 5kg: no plan with the visitor rule

const post = <T>(url: string, payload: object, headers: Record<string, string> = {}) =>
  api.call<T>('POST', url, { payload, accessToken: api.tokens.zhang, headers });
const order = (skuId: string, visitor?: object, headers: Record<string, string> = {}) =>
  post<OrderPlaced>(API_PATHS.orderCommit, { addressId: HOME, skuId, num: 1, visitor }, headers);
const detail = async (sn: string) => (await post<OrderDetail>(API_PATHS.orderDetail, { sn })).body.result;
const checkoutOf = async (skuId: string) =>
  (
    await api.call<CheckoutView>('GET', `${API_PATHS.cartChecked}?skuId=${skuId}&num=1`, {
      accessToken: api.tokens.zhang,
    })
  ).body.result;

describe('the checkout of goods received in person', () => {
  it('says a visitor is needed for a health check, and not for rice', async () => {
    expect((await checkoutOf(HEALTH)).visitorRequired).toBe(true);
    expect((await checkoutOf(RICE)).visitorRequired).toBe(false);
  });

  it('stores the visitor with the order and shows it on the detail, the document and mobile masked', async () => {
    const placed = await order(HEALTH, { ...EXAMINEE, documentNumber: ' 11010519491231002x ' });
    expect(placed.body.success).toBe(true);
    expect((await detail(placed.body.result.sn)).visitor).toEqual({
      name: '张伟',
      documentType: 'ID_CARD',
      documentNumber: '1101**********002X',
      mobile: '138****8000',
      entryDate: EXAMINEE.entryDate,
      email: 'zhangwei@acme.mall.invalid',
    });
  });

  it('takes a passport, its letters in capitals, and no e-mail', async () => {
    const placed = await order(HEALTH, {
      ...EXAMINEE,
      documentType: 'PASSPORT',
      documentNumber: 'e12345678',
      email: null,
    });
    expect((await detail(placed.body.result.sn)).visitor).toMatchObject({
      documentType: 'PASSPORT',
      documentNumber: 'E*******8',
      email: null,
    });
  });

  it('leaves an order of goods that need no visitor without one, even when one is sent', async () => {
    const placed = await order(RICE, EXAMINEE);
    expect(placed.body.success).toBe(true);
    expect((await detail(placed.body.result.sn)).visitor).toBeNull();
  });

  it.each([
    [undefined, '请填写到访人信息', "Please fill in the visitor's details"],
    [{ ...EXAMINEE, name: '  ' }, '请填写到访人姓名', "Please enter the visitor's name"],
    [
      { ...EXAMINEE, name: '张'.repeat(21) },
      '到访人姓名不能超过20个字',
      "The visitor's name cannot be longer than 20 characters",
    ],
    [{ ...EXAMINEE, documentNumber: '' }, '请填写证件号码', 'Please enter the document number'],
    // The same number with a wrong check character.
    [
      { ...EXAMINEE, documentNumber: '110105194912310021' },
      '请输入正确的身份证号码',
      'Please enter a valid ID card number',
    ],
    [
      { ...EXAMINEE, documentType: 'PASSPORT', documentNumber: 'E-1234567' },
      '证件号码应为5到20位字母或数字',
      'The document number is 5 to 20 letters or digits',
    ],
    [{ ...EXAMINEE, mobile: '12800138000' }, '请输入正确的手机号', 'Please enter a valid mobile number'],
    [
      { ...EXAMINEE, entryDate: chinaDay(0) },
      '入场日期须为明天起60天内的日期',
      'The entry date must be between tomorrow and 60 days ahead',
    ],
    [
      { ...EXAMINEE, entryDate: chinaDay(61) },
      '入场日期须为明天起60天内的日期',
      'The entry date must be between tomorrow and 60 days ahead',
    ],
    [
      { ...EXAMINEE, entryDate: '2026-02-30' },
      '入场日期须为明天起60天内的日期',
      'The entry date must be between tomorrow and 60 days ahead',
    ],
    [{ ...EXAMINEE, email: 'zhangwei@' }, '请输入正确的电子邮箱', 'Please enter a valid email address'],
  ])(
    'refuses the visitor %o, writing nothing, in Chinese and in English',
    async (visitor, chinese, english) => {
      await expectRefusedWithoutWriting(api.db, () => order(HEALTH, visitor), { message: chinese });
      await expectRefusedWithoutWriting(api.db, () => order(HEALTH, visitor, { locale: 'en-US' }), {
        message: english,
      });
    },
  );

  it('refuses an unknown document type or a visitor with a field missing, writing nothing', async () => {
    const { entryDate: _entryDate, ...undated } = EXAMINEE;
    for (const visitor of [{ ...EXAMINEE, documentType: 'DRIVING_LICENCE' }, undated])
      await expectRefusedWithoutWriting(api.db, () => order(HEALTH, visitor));
  });

  it('is checked by the checkout pre-check too', async () => {
    const { status, body } = await post(API_PATHS.orderPreCheck, {
      addressId: HOME,
      skuId: HEALTH,
      num: 1,
    });
    expect([status, body.message]).toEqual([400, '请填写到访人信息']);
  });
});
