import {
  API_PATHS,
  type CartView,
  type CheckoutAddress,
  type CheckoutView,
  type DevFulfilResult,
  type LogisticsInfo,
  type MemberAddress,
  type MemberCouponPage,
  type OrderDetail,
  type OrderPage,
  type OrderPlaced,
  type PaymentCheck,
  type PaymentResult,
  type PlanExchangeCheck,
} from '@mall/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_MISSING_CODE } from '../../http/member-session.ts';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { addressInput } from '../../testing/address-input.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { deliverOnlyTo } from '../../testing/deliver-only-to.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp, type Answer } from '../../testing/test-app.ts';

// API tests of trading against the real app on a seeded PGlite: the cart priced by the server
// (flash-sale prices, freight, plan rules), checkout with an address and a coupon, the pay password,
// paying with welfare points, cancelling with its refunds, fulfilment to the member's door, and that
// no member reaches another's orders. chenjing starts with 3000 points, no address, no pay password.

const api = setUpTestApp({ members: { chen: DEMO_MEMBERS.acmeFirstCheckout, wang: DEMO_MEMBERS.blue } });
const key = readPasswordKey();

const CHEN = 'mbr-acme-chen';
const RICE = '1001'; // 有机大米 5kg, 89 points, the mall's own store (ships free), stock 500
const JD_CHEAP = '20048'; // 15 points, sold by 京东超市 (free shipping from 59 yuan, else 6 yuan)
const FLASH = '20060'; // 95 points, 69 in the running flash sale market-flash-daily
const HEALTH = '1021'; // in plan 健康体检, whose goods are redeemed on their own
const TEA = '1007'; // in plan 新茶尝鲜, at most 5 units an order
const ZHANG_PAID = 'O26030100003';

const enc = (plain: string) => encryptPassword(plain, key);
const post = <T>(url: string, payload: object, accessToken = api.tokens.chen) =>
  api.call<T>('POST', url, { payload, accessToken });
const form = <T>(url: string, fields: Record<string, string>, accessToken = api.tokens.chen) =>
  api.call<T>('POST', url, { form: fields, accessToken });
const cart = async (accessToken = api.tokens.chen) =>
  (await api.call<CartView>('GET', API_PATHS.cartAll, { accessToken })).body.result;
const add = (skuId: string, num = 1, accessToken = api.tokens.chen) =>
  form<null>(API_PATHS.cart, { skuId, num: String(num) }, accessToken);
const pointsOf = async (memberId = CHEN) =>
  (await api.db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [memberId]))[0]?.point;
const stockOf = async (skuId: string) =>
  (await api.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_id = $1', [skuId]))[0]?.stock;

let address: MemberAddress;

/** chenjing's cart holds exactly these lines, all ticked. */
async function cartOf(lines: Record<string, number>): Promise<void> {
  await api.db.query('DELETE FROM cart_items WHERE member_id = $1', [CHEN]);
  for (const [skuId, num] of Object.entries(lines)) expect((await add(skuId, num)).body.success).toBe(true);
}

/** Places an order of chenjing's ticked lines to her address. */
async function placeOrder(extra: object = {}): Promise<OrderPlaced> {
  const placed = await post<OrderPlaced>(API_PATHS.orderCommit, { addressId: address.id, ...extra });
  expect(placed.body).toMatchObject({ success: true });
  return placed.body.result;
}

beforeAll(async () => {
  const added = await post<MemberAddress>(
    API_PATHS.address,
    addressInput({
      consigneeName: '陈静',
      mobile: '13700001111',
      email: 'chenjing@acme.mall.invalid',
      isDefault: true,
    }),
  );
  expect(added.body.success).toBe(true);
  address = added.body.result;
});

beforeEach(async () => {
  await api.db.query('UPDATE members SET point = 3000 WHERE id = $1', [CHEN]);
});

describe('the cart, priced by the server', () => {
  it('prices a flash-sale SKU at the sale price while the sale runs, naming the sale', async () => {
    await cartOf({ [FLASH]: 1 });
    const [line] = (await cart()).skuList;
    expect(line).toMatchObject({ purchasePrice: 69, subTotal: 69, marketId: 'market-flash-daily' });
    expect(line?.goodsSku.price).toBe(95);
  });

  it('charges the JD store 6 yuan of freight below 59 yuan of ticked goods, and none from 59', async () => {
    await cartOf({ [JD_CHEAP]: 1, [RICE]: 1 });
    let view = await cart();
    expect(view.priceDetail).toEqual({
      goodsPoints: 15 + 89,
      freightPoints: 6,
      discountPoints: 0,
      points: 110,
      checkedNum: 2,
    });
    expect(view.stores.find((store) => store.storeId === 's4')).toMatchObject({
      freeShippingThreshold: 59,
      freight: 6,
      freightPoints: 6,
    });
    view = (await form<CartView>(API_PATHS.cartSkuNum(JD_CHEAP), { num: '4' })).body.result;
    expect(view.priceDetail).toMatchObject({
      goodsPoints: 60 + 89,
      freightPoints: 0,
      points: 149,
      checkedNum: 5,
    });
  });

  it('ticks by line, by store and all at once, and prices only the ticked lines', async () => {
    await cartOf({ [JD_CHEAP]: 4, [RICE]: 1 });
    let view = (await form<CartView>(API_PATHS.cartCheckSku(RICE), { checked: 'false' })).body.result;
    expect(view.priceDetail).toMatchObject({ goodsPoints: 60, checkedNum: 4 });
    view = (await post<CartView>(API_PATHS.cartCheckStore('s4'), { checked: false })).body.result;
    expect(view.priceDetail).toMatchObject({ goodsPoints: 0, freightPoints: 0, points: 0 });
    expect(view.stores.every((store) => !store.checked)).toBe(true);
    view = (await form<CartView>(API_PATHS.cartCheckAll, { checked: 'true' })).body.result;
    expect(view.skuList.every((line) => line.checked)).toBe(true);
    expect(view.count).toBe(5);
  });

  it('refuses a quantity above the stock or a line not in the cart, changing nothing', async () => {
    await cartOf({ [RICE]: 1 });
    await expectRefusedWithoutWriting(api.db, () => form(API_PATHS.cartSkuNum(RICE), { num: '501' }), {
      message: '商品库存不足',
    });
    await expectRefusedWithoutWriting(api.db, () => form(API_PATHS.cartSkuNum(TEA), { num: '1' }), {
      message: '购物车中没有该商品',
    });
    expect((await cart()).skuList[0]?.num).toBe(1);
  });

  it('moves a line to another spec of the same goods, and refuses a SKU of other goods', async () => {
    const [spec] = await api.db.query<{ other: string; goods: string }>(
      `SELECT b.sku_id AS other, a.sku_id AS goods FROM skus a JOIN skus b ON b.goods_id = a.goods_id AND b.sku_id <> a.sku_id
       ORDER BY a.sku_id LIMIT 1`,
    );
    await cartOf({ [spec!.goods]: 2 });
    const moved = await post<CartView>(API_PATHS.cartUpdateSpec, {
      skuId: spec!.goods,
      newSkuId: spec!.other,
    });
    expect(moved.body.result.skuList.map((line) => [line.goodsSku.id, line.num])).toEqual([[spec!.other, 2]]);
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.cartUpdateSpec, { skuId: spec!.other, newSkuId: RICE }),
      { message: '只能切换为同一商品的其他规格' },
    );
  });

  it('adds a list of goods all at once, or none of them when one is refused', async () => {
    await cartOf({});
    const added = await post<CartView>(API_PATHS.cartAddGoodsList, {
      skuList: [
        { skuId: RICE, num: 2 },
        { skuId: JD_CHEAP, num: 1 },
      ],
    });
    expect(added.body.result.count).toBe(3);
    const [delisted] = await api.db.query<{ skuId: string }>(
      `SELECT s.sku_id AS "skuId" FROM skus s JOIN goods g USING (goods_id) WHERE NOT g.on_sale LIMIT 1`,
    );
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        post(API_PATHS.cartAddGoodsList, {
          skuList: [
            { skuId: TEA, num: 1 },
            { skuId: delisted!.skuId, num: 1 },
          ],
        }),
      { message: '商品已下架' },
    );
    expect((await cart()).count).toBe(3);
  });

  it('empties the cart', async () => {
    await cartOf({ [RICE]: 1, [TEA]: 2 });
    const cleared = await api.call<CartView>('DELETE', API_PATHS.cartClear, { accessToken: api.tokens.chen });
    expect(cleared.body.result).toMatchObject({ skuList: [], count: 0 });
  });

  it('asks to re-tick when goods to be redeemed on their own are ticked with other goods', async () => {
    await cartOf({ [HEALTH]: 1, [RICE]: 1 });
    const check = await post<PlanExchangeCheck>(API_PATHS.cartCheckPlanMaxExchange, {});
    expect(check.body.result).toEqual({
      pass: false,
      separateSkuIds: [HEALTH],
      message: '「健康体检」的商品需单独兑换，请重新勾选后再下单',
    });
    expect((await cart()).skuList.find((line) => line.goodsSku.id === HEALTH)?.separatePlanName).toBe(
      '健康体检',
    );
    await form(API_PATHS.cartCheckSku(RICE), { checked: 'false' });
    expect((await post<PlanExchangeCheck>(API_PATHS.cartCheckPlanMaxExchange, {})).body.result.pass).toBe(
      true,
    );
  });

  it("refuses more of a plan's goods than its maximum exchange in one order", async () => {
    await cartOf({ [TEA]: 6 });
    const check = await post<PlanExchangeCheck>(API_PATHS.cartCheckPlanMaxExchange, {});
    expect(check.body.result).toMatchObject({
      pass: false,
      message: '「新茶尝鲜」每单最多兑换5件，请重新勾选后再下单',
    });
    await expectRefusedWithoutWriting(api.db, () => post(API_PATHS.orderCommit, { addressId: address.id }), {
      message: /每单最多兑换5件/,
    });
  });

  it('answers a guest with the login code, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', API_PATHS.cartChecked],
      ['POST', API_PATHS.cartCheckAll],
      ['POST', API_PATHS.orderCommit],
      ['POST', API_PATHS.orderPay],
      ['GET', API_PATHS.walletCheck],
    ] as const) {
      const { status, body } = await api.call(method, url, { payload: {} });
      expect([url, status, body.code]).toEqual([url, 401, SESSION_MISSING_CODE]);
    }
  });
});

describe('checkout', () => {
  it('lists the addresses with whether the ticked goods are delivered there', async () => {
    // 京东超市's cheap goods go to Beijing only, for this test.
    await deliverOnlyTo(api.db, JD_CHEAP, ['11']);
    const limited = { skuId: JD_CHEAP };
    await cartOf({ [limited.skuId]: 1 });
    const addresses = await api.call<CheckoutAddress[]>('GET', API_PATHS.cartShippingAddress, {
      accessToken: api.tokens.chen,
    });
    expect(addresses.body.result).toEqual([
      { address, deliverable: false, undeliverableSkuIds: [limited.skuId] },
    ]);
    await expectRefusedWithoutWriting(api.db, () => post(API_PATHS.orderCommit, { addressId: address.id }), {
      message: '部分商品不支持配送至该地址，请更换收货地址',
    });
  });

  it('offers the coupons the member holds, and applies the chosen one when it is usable', async () => {
    for (const id of ['cpn-discount-85', 'cpn-platform-50', 'cpn-tea-20'])
      await api.call('GET', API_PATHS.couponReceive(id), { accessToken: api.tokens.chen });
    await cartOf({ [RICE]: 4 });
    const view = (
      await api.call<CheckoutView>('GET', `${API_PATHS.cartChecked}?couponId=cpn-platform-50`, {
        accessToken: api.tokens.chen,
      })
    ).body.result;
    expect(view.coupons.map((offer) => [offer.coupon.id, offer.usable, offer.discountPoints])).toEqual([
      ['cpn-discount-85', true, 53],
      ['cpn-platform-50', true, 50],
      ['cpn-tea-20', false, 0],
    ]);
    expect(view.coupons[2]?.reason).toBe('所选商品不在该券的使用范围内');
    expect(view).toMatchObject({
      couponId: 'cpn-platform-50',
      priceDetail: { goodsPoints: 356, freightPoints: 0, discountPoints: 50, points: 306 },
      address: { address, deliverable: true },
      balance: 3000,
      planCheck: { pass: true },
    });
  });

  it('refuses an order without ticked goods, to an address of another member, or with a coupon that does not apply', async () => {
    await cartOf({ [RICE]: 1 });
    await form(API_PATHS.cartCheckAll, { checked: 'false' });
    await expectRefusedWithoutWriting(api.db, () => post(API_PATHS.orderCommit, { addressId: address.id }), {
      message: '请选择要结算的商品',
    });
    await form(API_PATHS.cartCheckAll, { checked: 'true' });
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: 'addr-acme-zhang-home' }),
      { status: 404, message: '地址不存在' },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: address.id, couponId: 'cpn-platform-50' }),
      { message: '该优惠券不可用于所选商品' },
    );
    await expectRefusedWithoutWriting(api.db, () =>
      post(API_PATHS.orderCommit, { addressId: address.id, price: 1 }),
    );
  });

  it('places the order: reserves the stock, spends the coupon, empties the ticked lines and keeps the address', async () => {
    await api.call('GET', API_PATHS.couponReceive('cpn-discount-85'), { accessToken: api.tokens.chen });
    await cartOf({ [RICE]: 4, [TEA]: 1 });
    await form(API_PATHS.cartCheckSku(TEA), { checked: 'false' });
    const stock = await stockOf(RICE);
    const precheck = await post<null>(API_PATHS.orderPreCheck, {
      addressId: address.id,
      couponId: 'cpn-discount-85',
    });
    expect(precheck.body.success).toBe(true);

    const placed = await placeOrder({ couponId: 'cpn-discount-85', remark: '请工作日送货' });
    expect(placed.points).toBe(356 - 53);
    expect(await stockOf(RICE)).toBe(stock! - 4);
    expect((await cart()).skuList.map((line) => line.goodsSku.id)).toEqual([TEA]);

    const detail = (await post<OrderDetail>(API_PATHS.orderDetail, { sn: placed.sn })).body.result;
    expect(detail).toMatchObject({
      orderStatus: 'UNPAID',
      remark: '请工作日送货',
      consignee: { name: '陈静', regionNames: address.regionNames, detail: '文三路 90 号' },
      priceDetail: { goodsPoints: 356, freightPoints: 0, discountPoints: 53, points: 303, checkedNum: 4 },
      coupon: { id: 'cpn-discount-85' },
      actions: { pay: true, cancel: true, receive: false, delete: false, afterSale: false },
    });
    expect(detail.items).toEqual([
      expect.objectContaining({ skuId: RICE, num: 4, price: 89, subTotal: 356, canApplyAfterSale: false }),
    ]);
    const used = await api.call<MemberCouponPage>(
      'GET',
      `${API_PATHS.memberCoupons}?status=USED&pageNumber=1&pageSize=10`,
      {
        accessToken: api.tokens.chen,
      },
    );
    expect(used.body.result.records.map((c) => [c.coupon.id, c.usedOrderSn])).toEqual([
      ['cpn-discount-85', placed.sn],
    ]);
    const waiting = await post<OrderPage>(API_PATHS.orderList, {
      pageNumber: 1,
      pageSize: 10,
      tag: 'WAIT_PAY',
    });
    expect(waiting.body.result.records.map((order) => order.sn)).toContain(placed.sn);
  });
});

// chenjing sets her pay password here; the payments below use it.
describe('the pay password', () => {
  it('is set once, then checked, and a wrong one says so', async () => {
    expect(
      (await api.call<boolean>('GET', API_PATHS.walletCheck, { accessToken: api.tokens.chen })).body.result,
    ).toBe(false);
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderPayPasswordCheck, { password: enc('Chen2026') }),
      {
        message: '请先设置支付密码',
      },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.walletSetPassword, { password: enc('12345') }),
      {
        message: '支付密码为6-16位字母或数字',
      },
    );
    expect((await post(API_PATHS.walletSetPassword, { password: enc('Chen2026') })).body.success).toBe(true);
    expect(
      (await api.call<boolean>('GET', API_PATHS.walletCheck, { accessToken: api.tokens.chen })).body.result,
    ).toBe(true);
    expect((await post(API_PATHS.walletSetPassword, { password: enc('Other2026') })).body.message).toBe(
      '已设置支付密码，请使用修改支付密码',
    );
    expect((await post(API_PATHS.orderPayPasswordCheck, { password: enc('Chen2026') })).body.result).toBe(
      true,
    );
    expect((await post(API_PATHS.orderPayPasswordCheck, { password: enc('Chen2027') })).body).toMatchObject({
      success: false,
      message: '请输入正确的支付密码',
    });
  });

  it('locks paying for 15 minutes after five wrong ones in a row, saying how many tries remain before', async () => {
    await post(API_PATHS.orderPayPasswordCheck, { password: enc('Chen2026') });
    const left: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await post(API_PATHS.orderPayPasswordCheck, { password: enc('Wrong000') });
      left.push(wrong.body.result);
      if (i < 4) expect(wrong.body.message).toBe('请输入正确的支付密码');
    }
    // The message stays as it was; the count is data beside it.
    expect(left).toEqual([
      { remainingAttempts: 4 },
      { remainingAttempts: 3 },
      { remainingAttempts: 2 },
      { remainingAttempts: 1 },
      { remainingAttempts: 0, lockedMinutes: 15 },
    ]);
    const locked = await post(API_PATHS.orderPayPasswordCheck, { password: enc('Chen2026') });
    expect(locked.body).toMatchObject({
      message: '支付密码错误次数过多，请15分钟后再试',
      result: { remainingAttempts: 0, lockedMinutes: 15 },
    });
    api.advanceClock(15 * 60);
    expect((await post(API_PATHS.orderPayPasswordCheck, { password: enc('Chen2026') })).body.result).toBe(
      true,
    );
  });

  it('changes with the old one', async () => {
    const wrongOld = await post(API_PATHS.payPassword, {
      oldPassword: enc('Nope2026'),
      newPassword: enc('Chen2027'),
    });
    expect(wrongOld.body.message).toBe('请输入正确的支付密码');
    expect(
      (await post(API_PATHS.payPassword, { oldPassword: enc('Chen2026'), newPassword: enc('Chen2027') })).body
        .success,
    ).toBe(true);
    expect((await post(API_PATHS.orderPayPasswordCheck, { password: enc('Chen2027') })).body.result).toBe(
      true,
    );
    await post(API_PATHS.payPassword, { oldPassword: enc('Chen2027'), newPassword: enc('Chen2026') });
  });
});

describe('paying, cancelling and the order lifecycle', () => {
  const pay = (sn: string, password = 'Chen2026') =>
    post<PaymentResult>(API_PATHS.orderPay, { sn, password: enc(password) });

  it('pays with welfare points: the balance drops by exactly the order, once', async () => {
    await cartOf({ [JD_CHEAP]: 1 });
    const placed = await placeOrder();
    expect(placed.points).toBe(15 + 6);
    const check = await post<PaymentCheck>(API_PATHS.orderCheckPayment, { sn: placed.sn });
    expect(check.body.result).toEqual({
      sn: placed.sn,
      orderStatus: 'UNPAID',
      points: 21,
      balance: 3000,
      enough: true,
      payPasswordSet: true,
      payDeadline: new Date(api.clock.getTime() + 24 * 3_600_000).toISOString(),
      items: [
        {
          skuId: JD_CHEAP,
          name: expect.any(String),
          spec: expect.any(String),
          image: expect.any(String),
          num: 1,
          price: 15,
        },
      ],
    });
    const paid = await pay(placed.sn);
    expect(paid.body.result).toMatchObject({ sn: placed.sn, points: 21, balance: 2979 });
    expect(await pointsOf()).toBe(2979);
    await expectRefusedWithoutWriting(api.db, () => pay(placed.sn), {
      status: 409,
      message: '订单已支付，请勿重复支付',
    });
    expect(await pointsOf()).toBe(2979);
    const listed = await post<OrderPage>(API_PATHS.orderList, {
      pageNumber: 1,
      pageSize: 10,
      tag: 'WAIT_SHIP',
    });
    expect(listed.body.result.records.find((order) => order.sn === placed.sn)).toMatchObject({
      orderStatus: 'PAID',
      points: 21,
      actions: { pay: false, cancel: true, afterSale: true },
    });
  });

  it('refuses a payment the balance does not cover, and a wrong pay password, writing nothing', async () => {
    await cartOf({ [RICE]: 1 });
    const placed = await placeOrder();
    await api.db.query('UPDATE members SET point = 88 WHERE id = $1', [CHEN]);
    await expectRefusedWithoutWriting(api.db, () => pay(placed.sn), { message: '积分余额不足' });
    await api.db.query('UPDATE members SET point = 3000 WHERE id = $1', [CHEN]);
    await expectRefusedWithoutWriting(api.db, () => pay(placed.sn, 'Wrong2026'), {
      message: '请输入正确的支付密码',
      result: { remainingAttempts: 4 },
    });
    expect((await post<OrderDetail>(API_PATHS.orderDetail, { sn: placed.sn })).body.result.orderStatus).toBe(
      'UNPAID',
    );
  });

  it('closes an order left unpaid for 24 hours: its stock comes back and paying it is refused', async () => {
    await cartOf({ [RICE]: 2 });
    const stock = await stockOf(RICE);
    const placed = await placeOrder();
    expect(await stockOf(RICE)).toBe((stock ?? 0) - 2);
    // Placed a moment less than the window ago: still payable, closing at placing + 24 hours.
    const placedAt = new Date(api.clock.getTime() - 24 * 3_600_000 + 1000);
    await api.db.query('UPDATE orders SET create_time = $2 WHERE sn = $1', [placed.sn, placedAt]);
    const before = await post<PaymentCheck>(API_PATHS.orderCheckPayment, { sn: placed.sn });
    expect(before.body.result).toMatchObject({
      orderStatus: 'UNPAID',
      payDeadline: new Date(api.clock.getTime() + 1000).toISOString(),
    });
    api.advanceClock(1);
    const refused = await pay(placed.sn);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('订单已取消，不能支付');
    expect(await pointsOf()).toBe(3000);
    expect(await stockOf(RICE)).toBe(stock);
    const after = await post<PaymentCheck>(API_PATHS.orderCheckPayment, { sn: placed.sn });
    expect(after.body.result.orderStatus).toBe('CANCELLED');
  });

  it('cancelling an unpaid order returns its stock and its coupon', async () => {
    await cartOf({ [RICE]: 4 });
    const stock = await stockOf(RICE);
    await api.call('GET', API_PATHS.couponReceive('cpn-platform-50'), { accessToken: api.tokens.chen });
    const placed = await placeOrder({ couponId: 'cpn-platform-50' });
    expect(await stockOf(RICE)).toBe(stock! - 4);
    const cancelled = await post(API_PATHS.orderCancel, { sn: placed.sn, reason: '不想要了' });
    expect(cancelled.body.success).toBe(true);
    expect(await stockOf(RICE)).toBe(stock);
    const fresh = await api.call<MemberCouponPage>(
      'GET',
      `${API_PATHS.memberCoupons}?status=NEW&pageNumber=1&pageSize=10`,
      {
        accessToken: api.tokens.chen,
      },
    );
    expect(fresh.body.result.records.map((c) => c.coupon.id)).toContain('cpn-platform-50');
    const detail = (await post<OrderDetail>(API_PATHS.orderDetail, { sn: placed.sn })).body.result;
    expect(detail).toMatchObject({
      orderStatus: 'CANCELLED',
      cancelReason: '不想要了',
      actions: { delete: true, pay: false },
    });
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCancel, { sn: placed.sn, reason: '再取消' }),
      {
        message: '订单已取消',
      },
    );
  });

  it('cancelling a paid order refunds its points, once', async () => {
    await cartOf({ [RICE]: 2 });
    const placed = await placeOrder();
    await pay(placed.sn);
    expect(await pointsOf()).toBe(3000 - 178);
    await post(API_PATHS.orderCancel, { sn: placed.sn, reason: '买错了' });
    expect(await pointsOf()).toBe(3000);
    const ledger = await api.db.query<{ kind: string; change: number }>(
      'SELECT kind, change FROM point_log WHERE order_sn = $1 ORDER BY id',
      [placed.sn],
    );
    expect(ledger).toEqual([
      { kind: 'ORDER_PAY', change: -178 },
      { kind: 'ORDER_REFUND', change: 178 },
    ]);
  });

  it('is accepted, shipped with traces by the development courier, received, and then removed from the list', async () => {
    await cartOf({ [RICE]: 1 });
    const placed = await placeOrder();
    await pay(placed.sn);
    const step = async () =>
      (await post<DevFulfilResult>(API_PATHS.devFulfil, { sn: placed.sn })).body.result;
    expect((await step()).accepted).toEqual([placed.sn]);
    await expectRefusedWithoutWriting(api.db, () => post(API_PATHS.orderReceive, { sn: placed.sn }), {
      message: '订单尚未发货，不能确认收货',
    });
    expect((await step()).shipped).toEqual([placed.sn]);
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCancel, { sn: placed.sn, reason: '太慢' }),
      {
        message: '订单已发货，不能取消，请申请售后',
      },
    );
    const express = (await post<LogisticsInfo>(API_PATHS.orderExpress, { sn: placed.sn })).body.result;
    expect(express.logisticsCompany).toBe('闪电快递（开发）');
    expect(express.traces[0]?.context).toMatch(/派送中/);
    expect(express.traces.at(-1)?.context).toBe('订单已提交，等待付款');
    // Every step has happened by the time it is read, newest first (issue 22: the courier's were
    // dated up to an hour ahead).
    const times = express.traces.map((trace) => Date.parse(trace.time));
    for (const time of times) expect(time).toBeLessThanOrEqual(Date.now());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const inEnglish = await api.call<LogisticsInfo>('POST', API_PATHS.orderExpress, {
      payload: { sn: placed.sn },
      accessToken: api.tokens.chen,
      headers: { locale: 'en-US' },
    });
    expect(inEnglish.body.result.traces[0]?.context).toBe('Out for delivery with courier Wang, 13800000000');

    expect((await post(API_PATHS.orderReceive, { sn: placed.sn })).body.success).toBe(true);
    const detail = (await post<OrderDetail>(API_PATHS.orderDetail, { sn: placed.sn })).body.result;
    expect(detail).toMatchObject({
      orderStatus: 'COMPLETED',
      actions: { delete: true, afterSale: true, logistics: true },
    });
    expect(detail.completeTime).not.toBeNull();

    expect(
      (await api.call('DELETE', API_PATHS.orderDelete(placed.sn), { accessToken: api.tokens.chen })).body
        .success,
    ).toBe(true);
    const all = await post<OrderPage>(API_PATHS.orderList, { pageNumber: 1, pageSize: 50, tag: 'ALL' });
    expect(all.body.result.records.map((order) => order.sn)).not.toContain(placed.sn);
  });
});

describe("another member's orders", () => {
  it('answer exactly as an order that does not exist, for every call', async () => {
    const calls: [string, (sn: string) => Promise<Answer<unknown>>][] = [
      ['detail', (sn) => post(API_PATHS.orderDetail, { sn }, api.tokens.wang)],
      ['express', (sn) => post(API_PATHS.orderExpress, { sn }, api.tokens.wang)],
      ['check', (sn) => post(API_PATHS.orderCheckPayment, { sn }, api.tokens.wang)],
      ['pay', (sn) => post(API_PATHS.orderPay, { sn, password: enc('Blue2026') }, api.tokens.wang)],
      ['cancel', (sn) => post(API_PATHS.orderCancel, { sn, reason: '试试' }, api.tokens.wang)],
      ['receive', (sn) => post(API_PATHS.orderReceive, { sn }, api.tokens.wang)],
      ['delete', (sn) => api.call('DELETE', API_PATHS.orderDelete(sn), { accessToken: api.tokens.wang })],
    ];
    for (const [name, call] of calls) {
      const unknown = await call('O00000000000000000');
      await expectRefusedWithoutWriting(api.db, () => call(ZHANG_PAID), { status: unknown.status });
      const theirs = await call(ZHANG_PAID);
      const withoutTime = ({ body }: Answer<unknown>) => ({ ...body, timestamp: 0 });
      expect([name, theirs.status, withoutTime(theirs)]).toEqual([
        name,
        unknown.status,
        withoutTime(unknown),
      ]);
      expect(unknown.status).toBe(404);
    }
  });

  it("never list in another member's coupons", async () => {
    const mine = await api.call<MemberCouponPage>(
      'GET',
      `${API_PATHS.memberCoupons}?status=NEW&pageNumber=1&pageSize=50`,
      {
        accessToken: api.tokens.wang,
      },
    );
    expect(mine.body.result.records.map((c) => c.coupon.id)).not.toContain('cpn-welcome-5');
  });
});
