import {
  API_PATHS,
  type CheckoutAddress,
  type CheckoutView,
  type OrderDetail,
  type OrderPlaced,
} from '@mall/schemas';
import { describe, expect, it, onTestFinished } from 'vitest';
import { EXAMINEE } from '../../testing/examinee.ts';
import { deliverOnlyTo } from '../../testing/deliver-only-to.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// "Buy now" checks out one SKU and quantity straight from the goods page: the checkout endpoints
// take a direct line `{skuId, num}` instead of the ticked cart lines, with the same checks, and the
// order leaves the member's cart exactly as it was.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

const ZHANG = 'mbr-acme-zhang';
const HOME = 'addr-acme-zhang-home';
const RICE = '1001'; // 有机大米 5kg, 89 points, ships free; zhangwei's cart holds 2
const FLASH = '20060'; // 95 points, 69 in the running flash sale market-flash-daily
const HEALTH = '1021'; // in plan 健康体检, whose goods are redeemed on their own
const TEA = '1007'; // in plan 新茶尝鲜, at most 5 units an order
const JD_CHEAP = '20048'; // 15 points, 京东超市: 6 yuan of freight below 59 yuan

const post = <T>(url: string, payload: object) =>
  api.call<T>('POST', url, { payload, accessToken: api.tokens.zhang });
const get = <T>(url: string) => api.call<T>('GET', url, { accessToken: api.tokens.zhang });
const cartRows = () =>
  api.db.query<{ skuId: string; num: number; checked: boolean }>(
    'SELECT sku_id AS "skuId", num, checked FROM cart_items WHERE member_id = $1 ORDER BY sku_id',
    [ZHANG],
  );
const stockOf = async (skuId: string) =>
  (await api.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_id = $1', [skuId]))[0]?.stock;

describe('checking out one SKU now, without the cart', () => {
  it('prices exactly that SKU and quantity, whatever the cart holds', async () => {
    const view = (await get<CheckoutView>(`${API_PATHS.cartChecked}?skuId=${RICE}&num=3`)).body.result;
    expect(view.skuList.map((line) => [line.goodsSku.id, line.num, line.purchasePrice])).toEqual([
      [RICE, 3, 89],
    ]);
    expect(view.priceDetail).toMatchObject({ goodsPoints: 267, points: 267, checkedNum: 3 });
    expect(view.planCheck.pass).toBe(true);
  });

  it('prices a flash-sale SKU at the sale price and charges the freight of that line alone', async () => {
    const flash = (await get<CheckoutView>(`${API_PATHS.cartChecked}?skuId=${FLASH}&num=2`)).body.result;
    expect(flash.skuList[0]).toMatchObject({
      purchasePrice: 69,
      subTotal: 138,
      marketId: 'market-flash-daily',
    });
    const cheap = (await get<CheckoutView>(`${API_PATHS.cartChecked}?skuId=${JD_CHEAP}&num=1`)).body.result;
    expect(cheap.priceDetail).toMatchObject({ goodsPoints: 15, freightPoints: 6, points: 21 });
  });

  it('lists the addresses with whether that SKU is delivered there', async () => {
    // 京东超市's cheap goods go to Beijing only, for this test.
    await deliverOnlyTo(api.db, JD_CHEAP, ['11']);
    const addresses = (
      await get<CheckoutAddress[]>(`${API_PATHS.cartShippingAddress}?skuId=${JD_CHEAP}&num=1`)
    ).body.result;
    expect(addresses.map((entry) => [entry.address.id, entry.deliverable])).toEqual(
      expect.arrayContaining([[HOME, false]]),
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: HOME, skuId: JD_CHEAP, num: 1 }),
      { message: '部分商品不支持配送至该地址，请更换收货地址' },
    );
  });

  it('places an order of exactly that SKU and quantity and leaves the cart rows as they were', async () => {
    const cartBefore = await cartRows();
    expect(cartBefore.length).toBeGreaterThan(1);
    const stock = await stockOf(RICE);
    const order = { addressId: HOME, skuId: RICE, num: 3 };
    expect((await post<null>(API_PATHS.orderPreCheck, order)).body.success).toBe(true);
    const placed = await post<OrderPlaced>(API_PATHS.orderCommit, order);
    expect(placed.body).toMatchObject({ success: true, result: { points: 267 } });

    const detail = (await post<OrderDetail>(API_PATHS.orderDetail, { sn: placed.body.result.sn })).body
      .result;
    expect(detail.items.map((item) => [item.skuId, item.num, item.price])).toEqual([[RICE, 3, 89]]);
    expect(await stockOf(RICE)).toBe(stock! - 3);
    expect(await cartRows()).toEqual(cartBefore);
  });

  it('places a flash-sale SKU at the sale price, naming the sale', async () => {
    const placed = await post<OrderPlaced>(API_PATHS.orderCommit, { addressId: HOME, skuId: FLASH, num: 1 });
    expect(placed.body.result.points).toBe(69);
    const [item] = await api.db.query<{ marketId: string }>(
      'SELECT market_id AS "marketId" FROM order_items WHERE order_sn = $1',
      [placed.body.result.sn],
    );
    expect(item?.marketId).toBe('market-flash-daily');
  });

  it('orders goods to be redeemed on their own alone, whatever else is ticked in the cart', async () => {
    const placed = await post<OrderPlaced>(API_PATHS.orderCommit, {
      addressId: HOME,
      skuId: HEALTH,
      num: 1,
      // A health check is received in person: its order names who comes (visitors.test.ts).
      visitor: EXAMINEE,
    });
    expect(placed.body.success).toBe(true);
  });

  it('refuses a malformed, unknown or missing SKU or quantity with 400, writing nothing', async () => {
    for (const bad of [
      { skuId: RICE },
      { num: 3 },
      { skuId: RICE, num: 0 },
      { skuId: RICE, num: 1000 },
      { skuId: RICE, num: 1.5 },
      { skuId: RICE, num: '3' },
      { skuId: 'no such sku!', num: 1 },
    ]) {
      await expectRefusedWithoutWriting(api.db, () =>
        post(API_PATHS.orderCommit, { addressId: HOME, ...bad }),
      );
      await expectRefusedWithoutWriting(api.db, () =>
        post(API_PATHS.orderPreCheck, { addressId: HOME, ...bad }),
      );
    }
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: HOME, skuId: '999999', num: 1 }),
      { message: '商品不存在' },
    );
    for (const query of ['skuId=1001', 'num=3', 'skuId=1001&num=0', 'skuId=1001&num=abc'])
      expect((await get(`${API_PATHS.cartChecked}?${query}`)).status).toBe(400);
  });

  it('refuses more than the stock, more than a plan allows an order, and goods off sale, like the cart', async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: HOME, skuId: TEA, num: 6 }),
      { message: /每单最多兑换5件/ },
    );
    const stock = (await stockOf(RICE))!;
    await api.db.query('UPDATE skus SET stock = 2 WHERE sku_id = $1', [RICE]);
    onTestFinished(async () => {
      await api.db.query('UPDATE skus SET stock = $2 WHERE sku_id = $1', [RICE, stock]);
    });
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: HOME, skuId: RICE, num: 3 }),
      { message: /库存不足/ },
    );
    await api.db.query(
      'UPDATE goods SET on_sale = false WHERE goods_id = (SELECT goods_id FROM skus WHERE sku_id = $1)',
      [TEA],
    );
    onTestFinished(async () => {
      await api.db.query(
        'UPDATE goods SET on_sale = true WHERE goods_id = (SELECT goods_id FROM skus WHERE sku_id = $1)',
        [TEA],
      );
    });
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: HOME, skuId: TEA, num: 1 }),
      { message: /商品已下架/ },
    );
  });

  it('refuses a coupon that does not apply to that SKU', async () => {
    await get(API_PATHS.couponReceive('cpn-tea-20'));
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: HOME, skuId: RICE, num: 1, couponId: 'cpn-tea-20' }),
      { message: '该优惠券不可用于所选商品' },
    );
  });
});
