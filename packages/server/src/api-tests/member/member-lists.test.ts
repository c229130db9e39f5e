import { API_PATHS } from '@mall/schemas';
import type { CartView, Coupon, CouponPage, FavoritePage, Footprint, OrderPage } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedMemberLists } from '../../db/seed-member-lists.ts';
import { FIXTURES_DIR } from '../../paths.ts';
import { CART_MESSAGES, NOT_IN_CART } from '../../services/cart.ts';
import { COUPON_MESSAGES } from '../../services/coupons.ts';
import { NOT_A_FAVORITE } from '../../services/favorites.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { expectRefusedWithoutWriting as expectRefused } from '../../testing/expect-refused.ts';
import { countAllRows, TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { setUpTestApp, type Answer } from '../../testing/test-app.ts';

// API tests of the lists behind the side toolbar's drawers (cart, orders, coupons, favourites,
// footprints) against the real app and an in-memory PGlite seeded from fixtures/seed/member-lists.json.
// zhangwei (ent-acme) and wangfang (ent-blue) each have their own rows; neither may see the other's.

const api = setUpTestApp();
const { call } = api;
/** Access tokens of the demo members. */
let zhang: string;
let wang: string;

beforeAll(async () => {
  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
  wang = (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken;
});

const page = (pageNumber: number | string, pageSize: number | string) =>
  `?${new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(pageSize) })}`;

const cartOf = async (token: string) =>
  (await call<CartView>('GET', API_PATHS.cartAll, { accessToken: token })).body.result.skuList.map(
    (line) => ({
      skuId: line.goodsSku.id,
      num: line.num,
    }),
  );

const countOf = async (token: string) =>
  (await call<number>('GET', API_PATHS.cartCount, { accessToken: token })).body.result;

/** Expects a refusal with a 4xx, the failure envelope and no row written anywhere. */
const expectRefusedWithoutWriting = (
  request: () => Promise<Answer<unknown>>,
  expected?: Parameters<typeof expectRefused>[2],
) => expectRefused(api.db, request, expected);

describe('the seed of member lists', () => {
  it('gives the demo members carts, orders, coupons, favourites and footprints, and seeding again changes nothing', async () => {
    const seeded = await countAllRows(api.db);
    expect(seeded).toMatchObject({
      cart_items: 5,
      // 15 of member-lists.json and 3 of goods-reviews.json (the orders other members reviewed).
      orders: 18,
      coupons: 10,
      member_coupons: 2,
      favorites: 6,
      footprints: 29,
    });
    expect(seeded.order_items).toBeGreaterThan(15);
    await api.db.transaction((tx) => seedMemberLists(tx, FIXTURES_DIR, TEST_SEED_TIME));
    expect(await countAllRows(api.db)).toEqual(seeded);
  });

  it('sends every seeded order somewhere, as checkout does (issue 22: a shipped order said it needed no address)', async () => {
    const orders = await api.db.query<{ sn: string; memberId: string; consignee: { name: string } | null }>(
      `SELECT sn, member_id AS "memberId", consignee FROM orders WHERE sn LIKE 'O2603%' ORDER BY sn`,
    );
    expect(orders).toHaveLength(15);
    for (const order of orders) expect(order.consignee, order.sn).not.toBeNull();
    expect(orders.find((order) => order.sn === 'O26030100004')?.consignee).toMatchObject({
      name: '张伟',
      regionNames: '浙江省 杭州市 西湖区',
    });
  });

  it('gives every shipped seeded order its ship time, waybill and parcel steps, none after the seed (issue 22 item 18)', async () => {
    const shipped = await api.db.query<{
      sn: string;
      status: string;
      payTime: Date;
      deliverTime: Date | null;
      completeTime: Date | null;
      logisticsNo: string | null;
      traces: { time: Date; context: string }[];
    }>(
      `SELECT o.sn, o.order_status AS status, o.pay_time AS "payTime", o.deliver_time AS "deliverTime",
              o.complete_time AS "completeTime", o.logistics_no AS "logisticsNo",
              (SELECT json_agg(json_build_object('time', t.trace_time, 'context', t.context) ORDER BY t.trace_time, t.id)
               FROM order_traces t WHERE t.order_sn = o.sn) AS traces
       FROM orders o WHERE o.sn LIKE 'O2603%' AND o.order_status IN ('DELIVERED', 'COMPLETED') ORDER BY o.sn`,
    );
    expect(shipped.map((order) => order.sn)).toEqual([
      'O26030100006',
      'O26030100007',
      'O26030100008',
      'O26030100010',
      'O26030100012',
      'O26030200001',
      'O26030200002',
    ]);
    for (const order of shipped) {
      expect(order.logisticsNo, order.sn).toMatch(/^DEV\d+$/);
      expect(order.deliverTime!.getTime(), order.sn).toBeGreaterThan(order.payTime.getTime());
      expect(order.completeTime === null, order.sn).toBe(order.status === 'DELIVERED');
      const times = order.traces.map((trace) => new Date(trace.time).getTime());
      expect(times, order.sn).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times), order.sn).toBeLessThanOrEqual(TEST_SEED_TIME.getTime());
      expect(order.traces.map((trace) => trace.context)).toContain('商家已发货，闪电快递已揽收');
    }
  });
});

describe('every drawer endpoint', () => {
  const endpoints: ['GET' | 'POST' | 'DELETE', string][] = [
    ['GET', API_PATHS.cartAll],
    ['GET', API_PATHS.cartCount],
    ['POST', API_PATHS.cart],
    ['DELETE', `${API_PATHS.cartRemove}?skuIds=1001`],
    ['POST', API_PATHS.orderList],
    ['GET', `${API_PATHS.couponList}${page(1, 10)}`],
    ['GET', API_PATHS.couponReceive('cpn-platform-50')],
    ['GET', `${API_PATHS.collection('GOODS')}${page(1, 10)}`],
    ['DELETE', API_PATHS.collectionDelete('GOODS', '1006')],
    ['GET', `${API_PATHS.footprints}${page(1, 20)}`],
  ];

  it('answers a guest 401 with code 20003 and a bad token 401 with code 20004, before looking at the input', async () => {
    const before = await countAllRows(api.db);
    for (const [method, url] of endpoints) {
      const guest = await call(method, url, { form: { skuId: 'nope', num: '0' } });
      expect(guest.status, `${method} ${url}`).toBe(401);
      expect(guest.body, `${method} ${url}`).toMatchObject({ success: false, code: 20003 });
      const forged = await call(method, url, { accessToken: 'not.a.token' });
      expect(forged.status, `${method} ${url}`).toBe(401);
      expect(forged.body, `${method} ${url}`).toMatchObject({ success: false, code: 20004 });
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('the cart', () => {
  it("lists the member's own lines, newest first, with the SKU, its points price and the quantity", async () => {
    const { status, body } = await call<CartView>('GET', API_PATHS.cartAll, { accessToken: zhang });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const rice = body.result.skuList.find((line) => line.goodsSku.id === '1001');
    expect(rice).toEqual({
      goodsSku: {
        id: '1001',
        goodsId: '101',
        goodsName: '有机大米 5kg',
        thumbnail: '/img/goods/rice.svg',
        price: 89,
        storeId: expect.any(String),
        storeName: expect.any(String),
      },
      num: 2,
      purchasePrice: 89,
      subTotal: 178,
      checked: true,
      stock: 500,
      invalidReason: null,
      marketId: null,
      separatePlanName: null,
    });
    expect((await cartOf(zhang)).map((line) => line.skuId).sort()).toEqual(['1001', '1009', '1034']);
    expect((await cartOf(wang)).map((line) => line.skuId).sort()).toEqual(['1010', '1020']);
  });

  it('counts the units in the cart, each member their own', async () => {
    const { body } = await call<number>('GET', API_PATHS.cartCount, { accessToken: zhang });
    expect(body).toMatchObject({ success: true, result: 4 });
    expect(await countOf(wang)).toBe(5);
  });

  it('adds a form-posted SKU as a new line, and adds to the quantity of a line already there', async () => {
    const added = await call<null>('POST', API_PATHS.cart, {
      accessToken: wang,
      form: { skuId: '1037', num: '1' },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, result: null });
    await call('POST', API_PATHS.cart, { accessToken: wang, form: { skuId: '1010', num: '2' } });
    // A JSON body works as well.
    await call('POST', API_PATHS.cart, { accessToken: wang, payload: { skuId: '1037', num: 2 } });

    const cart = await cartOf(wang);
    expect(cart[0]).toEqual({ skuId: '1037', num: 3 });
    expect(cart).toContainEqual({ skuId: '1010', num: 5 });
    expect(await countOf(wang)).toBe(10);
    // zhangwei's cart is untouched.
    expect(await countOf(zhang)).toBe(4);
  });

  it('refuses an unknown SKU, a zero, negative, fractional or non-numeric quantity and missing fields, writing nothing', async () => {
    const bodies: Record<string, string>[] = [
      { skuId: 'no-such-sku', num: '1' },
      { skuId: '1001', num: '0' },
      { skuId: '1001', num: '-1' },
      { skuId: '1001', num: '1.5' },
      { skuId: '1001', num: 'two' },
      { skuId: '1001', num: '1000' },
      { skuId: '1001' },
      { num: '1' },
      { skuId: '', num: '1' },
      { skuId: '1001', num: '1', price: '0' },
    ];
    for (const form of bodies) {
      await expectRefusedWithoutWriting(() => call('POST', API_PATHS.cart, { accessToken: zhang, form }));
    }
    await expectRefusedWithoutWriting(() =>
      call('POST', API_PATHS.cart, { accessToken: zhang, payload: { skuId: '1001', num: 0 } }),
    );
    await expectRefusedWithoutWriting(
      () => call('POST', API_PATHS.cart, { accessToken: zhang, form: { skuId: 'no-such-sku', num: '1' } }),
      { code: 30000, message: CART_MESSAGES.skuNotFound },
    );
  });

  it('refuses more than the stock, or more than 999 on one line, with code 30000 for the storefront to show', async () => {
    // The mooncakes are out of stock.
    await expectRefusedWithoutWriting(
      () => call('POST', API_PATHS.cart, { accessToken: zhang, form: { skuId: '1014', num: '1' } }),
      { code: 30000, message: CART_MESSAGES.outOfStock },
    );
    // 1001 has 500 in stock and zhangwei already has 2 in the cart.
    await expectRefusedWithoutWriting(
      () => call('POST', API_PATHS.cart, { accessToken: zhang, form: { skuId: '1001', num: '499' } }),
      { code: 30000, message: CART_MESSAGES.outOfStock },
    );
    // zhangwei has one 1009 in the cart, and a line holds at most 999.
    await expectRefusedWithoutWriting(
      () => call('POST', API_PATHS.cart, { accessToken: zhang, form: { skuId: '1009', num: '999' } }),
      { code: 30000, message: CART_MESSAGES.lineLimit },
    );
    expect(await countOf(zhang)).toBe(4);
  });

  it('removes the SKUs named by the repeated skuIds key', async () => {
    await call('POST', API_PATHS.cart, { accessToken: zhang, form: { skuId: '1039', num: '1' } });
    await call('POST', API_PATHS.cart, { accessToken: zhang, form: { skuId: '1040', num: '1' } });
    const { status, body } = await call<null>('DELETE', `${API_PATHS.cartRemove}?skuIds=1039&skuIds=1040`, {
      accessToken: zhang,
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await cartOf(zhang)).map((line) => line.skuId).sort()).toEqual(['1001', '1009', '1034']);
  });

  it("removes nothing when one SKU is not in the member's cart, including another member's line", async () => {
    // 1010 is in wangfang's cart, not in zhangwei's.
    await expectRefusedWithoutWriting(
      () => call('DELETE', `${API_PATHS.cartRemove}?skuIds=1001&skuIds=1010`, { accessToken: zhang }),
      { message: NOT_IN_CART },
    );
    for (const query of ['', '?skuIds=', '?skuIds=a%20b', '?other=1001']) {
      await expectRefusedWithoutWriting(() =>
        call('DELETE', `${API_PATHS.cartRemove}${query}`, { accessToken: zhang }),
      );
    }
    expect((await cartOf(wang)).map((line) => line.skuId)).toContain('1010');
  });
});

describe('the order list', () => {
  const listOrders = (token: string, body: object) =>
    call<OrderPage>('POST', API_PATHS.orderList, { accessToken: token, payload: body });

  it("answers the member's 10 newest orders of 12, with status, time, amounts and item pictures", async () => {
    const { status, body } = await listOrders(zhang, { pageNumber: 1, pageSize: 10, tag: 'ALL' });
    expect(status).toBe(200);
    const { records, total, pages, current, size } = body.result;
    expect({ total, pages, current, size }).toEqual({ total: 12, pages: 2, current: 1, size: 10 });
    expect(records.map((order) => order.sn)).toEqual([
      'O26030100001',
      'O26030100002',
      'O26030100003',
      'O26030100004',
      'O26030100005',
      'O26030100006',
      'O26030100007',
      'O26030100008',
      'O26030100009',
      'O26030100010',
    ]);
    expect(new Set(records.map((order) => order.orderStatus))).toEqual(
      new Set(['UNPAID', 'PAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED', 'TAKE']),
    );
    expect(records[0]).toEqual({
      sn: 'O26030100001',
      orderStatus: 'UNPAID',
      createTime: new Date(TEST_SEED_TIME.getTime() - 2 * 3_600_000).toISOString(),
      flowPrice: 168,
      points: 168,
      goodsNum: 1,
      actions: { pay: true, cancel: true, receive: false, delete: false, afterSale: false, logistics: false },
      orderItems: [
        {
          image: '/img/goods/fruit-box.svg',
          skuId: '1036',
          goodsId: '136',
          name: '精品水果礼盒 5kg',
          num: 1,
          sn: 'O26030100001-1',
          reviewed: false,
        },
      ],
    });
    // Freight is paid in points too, one a yuan: 600 fen is 6 points.
    const withFreight = records.find((order) => order.sn === 'O26030100007');
    expect(withFreight).toMatchObject({
      orderStatus: 'DELIVERED',
      flowPrice: 129 + 2 * 29 + 6,
      points: 129 + 2 * 29 + 6,
    });
    expect(withFreight?.orderItems.map((item) => item.skuId)).toEqual(['1003', '1005']);
  });

  it('answers the next page, and never another member’s orders', async () => {
    const second = await listOrders(zhang, { pageNumber: 2, pageSize: 10, tag: 'ALL' });
    expect(second.body.result.records.map((order) => [order.sn, order.orderStatus])).toEqual([
      ['O26030100011', 'CANCELLED'],
      ['O26030100012', 'COMPLETED'],
    ]);
    const theirs = await listOrders(wang, { pageNumber: 1, pageSize: 10, tag: 'ALL' });
    expect(theirs.body.result.records.map((order) => order.sn)).toEqual([
      'O26030200003',
      'O26030200001',
      'O26030200002',
    ]);
  });

  it('refuses a missing, non-numeric or out-of-range page or an unknown tag, writing nothing', async () => {
    for (const body of [
      {},
      { pageNumber: 1, pageSize: 10 },
      { pageNumber: '1', pageSize: 10, tag: 'ALL' },
      { pageNumber: 0, pageSize: 10, tag: 'ALL' },
      { pageNumber: 1, pageSize: 0, tag: 'ALL' },
      { pageNumber: 1, pageSize: 101, tag: 'ALL' },
      { pageNumber: 1, pageSize: 10, tag: 'EVERYTHING' },
      { pageNumber: 1, pageSize: 10, tag: 'ALL', memberId: 'mbr-blue-wang' },
    ]) {
      await expectRefusedWithoutWriting(() => listOrders(zhang, body), { message: /请求参数错误/ });
    }
  });
});

describe('coupons', () => {
  const listCoupons = (token: string) =>
    call<CouponPage>('GET', `${API_PATHS.couponList}${page(1, 10)}`, { accessToken: token });
  const claim = (token: string, id: string) =>
    call<null>('GET', API_PATHS.couponReceive(id), { accessToken: token });
  const idsOf = async (token: string) => (await listCoupons(token)).body.result.records.map((c) => c.id);

  it('lists what the member may claim now, soonest to expire first: not expired, not upcoming, not sold out, not claimed, for their enterprise', async () => {
    const { status, body } = await listCoupons(zhang);
    expect(status).toBe(200);
    expect(body.result.records.map((c) => c.id)).toEqual([
      'cpn-tea-20',
      'cpn-discount-85',
      'cpn-store-kitchen-30',
      'cpn-acme-100',
      'cpn-platform-50',
    ]);
    expect(body.result.total).toBe(5);
    expect(await idsOf(wang)).toEqual([
      'cpn-tea-20',
      'cpn-discount-85',
      'cpn-store-kitchen-30',
      'cpn-blue-60',
      'cpn-platform-50',
      'cpn-welcome-5',
    ]);
  });

  it('answers the fields of the spec, money in yuan and the discount in tenths', async () => {
    const records = (await listCoupons(zhang)).body.result.records;
    const byId = (id: string) => records.find((c) => c.id === id);
    expect(byId('cpn-tea-20')).toEqual<Coupon>({
      id: 'cpn-tea-20',
      couponName: '茶叶满199减20',
      couponType: 'PRICE',
      price: 20,
      couponDiscount: null,
      consumeThreshold: 199,
      scopeType: 'PORTION_GOODS_CATEGORY',
      scopeId: '1,12,121',
      storeId: '0',
      storeName: '平台',
      startTime: new Date(TEST_SEED_TIME.getTime() - 48 * 3_600_000).toISOString(),
      endTime: new Date(TEST_SEED_TIME.getTime() + 240 * 3_600_000).toISOString(),
    });
    expect(byId('cpn-discount-85')).toMatchObject({
      couponType: 'DISCOUNT',
      price: null,
      couponDiscount: 8.5,
    });
    expect(byId('cpn-store-kitchen-30')).toMatchObject({
      storeId: 'store-homelife',
      scopeType: 'PORTION_GOODS',
      scopeId: '1015,1016,1040',
    });
  });

  it('claims a coupon once: the claim is kept, the coupon leaves the list, and a second claim is a 409 that writes nothing', async () => {
    const [{ received: before } = { received: 0 }] = await api.db.query<{ received: number }>(
      `SELECT received_num AS received FROM coupons WHERE id = 'cpn-platform-50'`,
    );
    const first = await claim(zhang, 'cpn-platform-50');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, result: null });
    expect(await idsOf(zhang)).not.toContain('cpn-platform-50');
    // wangfang may still claim it.
    expect(await idsOf(wang)).toContain('cpn-platform-50');
    const rows = await api.db.query<{ received: number }>(
      `SELECT received_num AS received FROM coupons WHERE id = 'cpn-platform-50'`,
    );
    expect(rows[0]?.received).toBe(before + 1);

    await expectRefusedWithoutWriting(() => claim(zhang, 'cpn-platform-50'), {
      status: 409,
      message: COUPON_MESSAGES.alreadyClaimed,
    });
    // The coupon zhangwei claimed before the seed counts as well.
    await expectRefusedWithoutWriting(() => claim(zhang, 'cpn-welcome-5'), {
      status: 409,
      message: COUPON_MESSAGES.alreadyClaimed,
    });
  });

  it("refuses an unknown coupon, another enterprise's, an expired, upcoming or sold-out one, and a malformed id, writing nothing", async () => {
    const refusals: [string, string | RegExp][] = [
      ['no-such-coupon', COUPON_MESSAGES.notFound],
      ['cpn-blue-60', COUPON_MESSAGES.notFound],
      ['cpn-expired-10', COUPON_MESSAGES.expired],
      ['cpn-upcoming-15', COUPON_MESSAGES.notStarted],
      ['cpn-sold-out-40', COUPON_MESSAGES.soldOut],
      ['bad id!', /请求参数错误/],
    ];
    for (const [id, message] of refusals) {
      await expectRefusedWithoutWriting(() => claim(zhang, id), { message });
    }
  });

  it('refuses a list query without a page, or with a page that is not a positive number', async () => {
    for (const query of ['', '?pageNumber=1', page(0, 10), page('one', 10), page(1, 0), page(1, 101)]) {
      await expectRefusedWithoutWriting(() =>
        call('GET', `${API_PATHS.couponList}${query}`, { accessToken: zhang }),
      );
    }
  });
});

describe('favourites', () => {
  const listFavorites = (token: string, query = page(1, 10)) =>
    call<FavoritePage>('GET', `${API_PATHS.collection('GOODS')}${query}`, { accessToken: token });

  it("lists the member's favourite goods, newest first, at the current price", async () => {
    const { status, body } = await listFavorites(zhang);
    expect(status).toBe(200);
    expect(body.result.records[0]).toEqual({
      skuId: '1006',
      goodsId: '106',
      image: '/img/goods/longjing.svg',
      price: 368,
      goodsName: '明前龙井 250g',
    });
    expect(body.result.records.map((f) => f.skuId)).toEqual(['1006', '1027', '1017', '1035']);
    const paged = await listFavorites(zhang, page(2, 3));
    expect(paged.body.result).toMatchObject({ total: 4, pages: 2, current: 2 });
    expect(paged.body.result.records.map((f) => f.skuId)).toEqual(['1035']);
    expect((await listFavorites(wang)).body.result.records.map((f) => f.skuId)).toEqual(['1029', '1033']);
  });

  it('names the favourites in English for an English caller', async () => {
    const { body } = await call<FavoritePage>('GET', `${API_PATHS.collection('GOODS')}${page(1, 10)}`, {
      accessToken: zhang,
      headers: { locale: 'en-US' },
    });
    expect(body.result.records[0]?.goodsName).toBe('Pre-Qingming Longjing tea 250g');
    expect(body.result.records.map((f) => f.goodsName).join(' ')).not.toMatch(/\p{Script=Han}/u);
  });

  it('cancels a favourite; cancelling it again, or another member’s, is refused and writes nothing', async () => {
    const cancelled = await call<null>('DELETE', API_PATHS.collectionDelete('GOODS', '1035'), {
      accessToken: zhang,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.success).toBe(true);
    expect((await listFavorites(zhang)).body.result.records.map((f) => f.skuId)).not.toContain('1035');

    await expectRefusedWithoutWriting(
      () => call('DELETE', API_PATHS.collectionDelete('GOODS', '1035'), { accessToken: zhang }),
      { message: NOT_A_FAVORITE },
    );
    await expectRefusedWithoutWriting(
      () => call('DELETE', API_PATHS.collectionDelete('GOODS', '1029'), { accessToken: zhang }),
      { message: NOT_A_FAVORITE },
    );
    expect((await listFavorites(wang)).body.result.records.map((f) => f.skuId)).toContain('1029');
  });

  it('refuses a bad page, an unknown collection type and a malformed SKU id', async () => {
    for (const query of ['', page(1, 0), page('x', 10)]) {
      await expectRefusedWithoutWriting(() => listFavorites(zhang, query));
    }
    await expectRefusedWithoutWriting(
      () => call('DELETE', API_PATHS.collectionDelete('GOODS', 'a b'), { accessToken: zhang }),
      { message: /请求参数错误/ },
    );
    // Shops' favourites are a collection type of the spec's path that no screen of ours keeps: the
    // path answers the 501 of a spec path not provided (http/spec-paths.ts), and writes nothing.
    const store = await call('GET', `/buyer/member/collection/STORE${page(1, 10)}`, { accessToken: zhang });
    expect(store.status).toBe(501);
    expect(store.body.success).toBe(false);
  });
});

describe('footprints', () => {
  const listFootprints = (token: string, query = page(1, 20)) =>
    call<Footprint[]>('GET', `${API_PATHS.footprints}${query}`, { accessToken: token });

  it("answers the member's 20 most recent footprints of 24 as a list, then the rest", async () => {
    const { status, body } = await listFootprints(zhang);
    expect(status).toBe(200);
    expect(body.result).toHaveLength(20);
    expect(body.result[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      goodsId: '108',
      skuId: '1008',
      thumbnail: '/img/goods/tea-gift.svg',
      price: 268,
      goodsName: '有机茶礼盒',
    });
    expect(body.result.map((f) => f.skuId).slice(0, 3)).toEqual(['1008', '1002', '1019']);
    const rest = await listFootprints(zhang, page(2, 20));
    expect(rest.body.result.map((f) => f.skuId)).toEqual(['1020', '1006', '1014', '1017']);
  });

  it('names the footprints in English for an English caller', async () => {
    const { body } = await call<Footprint[]>('GET', `${API_PATHS.footprints}${page(1, 20)}`, {
      accessToken: zhang,
      headers: { locale: 'en-US' },
    });
    expect(body.result[0]?.goodsName).toBe('Organic tea gift box');
    expect(body.result.map((f) => f.goodsName).join(' ')).not.toMatch(/\p{Script=Han}/u);
  });

  it("never shows another member's footprints", async () => {
    const theirs = (await listFootprints(wang)).body.result.map((f) => f.skuId);
    expect(theirs).toEqual(['1025', '1026', '1027', '1028', '1029']);
  });

  it('refuses a bad page', async () => {
    for (const query of ['', page(1, 0), page(-1, 20), page(1, 'many')]) {
      await expectRefusedWithoutWriting(() => listFootprints(zhang, query));
    }
  });
});
