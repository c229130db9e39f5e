import {
  API_PATHS,
  type DisposableCardCart,
  type DisposableCardGoodsDetail,
  type DisposableCardGoodsPage,
  type DisposableCardOrder,
  type DisposableCardOrderList,
  type DisposableCardOrderPlaced,
  type DisposableCardPaid,
  type DisposableCardPayment,
  type DisposableCardSession,
  type MemberAddress,
  type TokenPair,
} from '@mall/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTokenSecret } from '../../services/token-secret.ts';
import { issueTokenPair } from '../../services/tokens.ts';
import { addressInput } from '../../testing/address-input.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, deviceWithImageCode, loginAs } from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { expectLedgersToAddUp } from '../../testing/point-ledgers.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of the disposable-card redemption mall against the real app and an in-memory PGlite
// seeded from fixtures/seed/cards.json and disposable-card.json. The card holders log in as the
// storefront does, with an SMS code to the card's phone, once for the file.

/** Acme's birthday card on 13600008888: 200 points, Acme's range. */
const BIRTHDAY = { cardNo: '8800000000000047', phone: '13600008888', memberId: 'mbr-ycxk-acme-2' };
/** Acme's mid-autumn card on 13600009999: 300 points, Acme's range. */
const MID_AUTUMN = { cardNo: '8800000000000021', phone: '13600009999', memberId: 'mbr-ycxk-acme-1' };
/** In Acme's range: 手工曲奇礼盒 at 88 (catalogue 88), 长绒棉毛巾 at 50 (catalogue 59), 坚果礼盒 at 199. */
const COOKIES = '1013';
const TOWELS = '1018';
const NUT_BOX = '1012';
/** Blue Ocean's range only: 纯牛奶 at 60. */
const BLUE_MILK = '1010';

const api = setUpTestApp();
const { get, post, call } = api;

let birthday: string;
let midAutumn: string;
let zhang: string;
let birthdayAddress: MemberAddress;
let midAutumnAddress: MemberAddress;

/** Logs in as the member of a disposable card, with an SMS code sent to its phone. */
async function cardLogin(card: { cardNo: string; phone: string }): Promise<string> {
  const { uuid, code } = await deviceWithImageCode(api.app);
  const sent = await post(
    API_PATHS.sendSmsCode,
    { phonenumber: card.phone, function: 'YCXK_LOGIN', type: '1', code },
    { headers: { uuid } },
  );
  expect(sent.body.success, sent.body.message).toBe(true);
  const smsCode = await readSmsCode(api.app, card.phone);
  const login = await post<TokenPair>(API_PATHS.ycxkPhoneLogin, {
    phonenumber: card.phone,
    code: smsCode,
    cardNo: card.cardNo,
  });
  expect(login.body.success, login.body.message).toBe(true);
  return login.body.result.accessToken;
}

async function addAddress(accessToken: string, consigneeName: string): Promise<MemberAddress> {
  const added = await post<MemberAddress>(
    API_PATHS.address,
    addressInput({ consigneeName, isDefault: true }),
    { accessToken },
  );
  expect(added.body.success, added.body.message).toBe(true);
  return added.body.result;
}

const cardOf = async (accessToken: string) =>
  (await get<DisposableCardSession>(API_PATHS.ycxkCard, { accessToken })).body.result;
const cartOf = async (accessToken: string) =>
  (await get<DisposableCardCart>(API_PATHS.ycxkCart, { accessToken })).body.result;
const addToCart = (accessToken: string, skuId: string, num = 1) =>
  post<DisposableCardCart>(API_PATHS.ycxkCart, { skuId, num }, { accessToken });
const placeOrder = (accessToken: string, addressId: string) =>
  post<DisposableCardOrderPlaced>(API_PATHS.ycxkOrder, { addressId }, { accessToken });

/** Empties a card's cart and fills it with `lines`. */
async function fillCart(accessToken: string, memberId: string, lines: Record<string, number>): Promise<void> {
  await api.db.query('DELETE FROM cart_items WHERE member_id = $1', [memberId]);
  for (const [skuId, num] of Object.entries(lines)) {
    const added = await addToCart(accessToken, skuId, num);
    expect(added.body.success, added.body.message).toBe(true);
  }
}

beforeAll(async () => {
  birthday = await cardLogin(BIRTHDAY);
  midAutumn = await cardLogin(MID_AUTUMN);
  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
  birthdayAddress = await addAddress(birthday, '生日卡持卡人');
  midAutumnAddress = await addAddress(midAutumn, '中秋卡持卡人');
});

beforeEach(async () => {
  // The mid-autumn card is the one the refusals are tried on: it starts each test usable.
  await api.db.query(`UPDATE disposable_cards SET status = 'ACTIVE', valid_until = $2 WHERE card_no = $1`, [
    MID_AUTUMN.cardNo,
    new Date(api.clock.getTime() + 90 * 86_400_000),
  ]);
});

describe('the session card', () => {
  it('shows the card masked, with its name, enterprise, range, balance and status', async () => {
    expect(await cardOf(birthday)).toMatchObject({
      cardNo: '8800 **** **** 0047',
      cardName: '艾克米生日福利卡',
      enterpriseName: expect.any(String),
      rangeName: '艾克米一次性卡兑换专区',
      balance: 200,
      status: 'ACTIVE',
      usedOrderSn: null,
      forfeitedPoints: null,
    });
  });

  it('names the range in English for an en-US caller', async () => {
    const answer = await get<DisposableCardSession>(API_PATHS.ycxkCard, {
      accessToken: birthday,
      headers: { locale: 'en-US' },
    });
    expect(answer.body.result.rangeName).toBe('Acme card redemption range');
  });

  it('answers no card to an ordinary member', async () => {
    const answer = await get<DisposableCardSession | null>(API_PATHS.ycxkCard, { accessToken: zhang });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBeNull();
  });

  it('refuses an ordinary member with a 403 on every other endpoint, and a guest with a 401', async () => {
    const requests = [
      () => get(API_PATHS.ycxkGoods, { accessToken: zhang }),
      () => get(`${API_PATHS.ycxkGoodsDetail}?skuId=${COOKIES}`, { accessToken: zhang }),
      () => get(API_PATHS.ycxkCart, { accessToken: zhang }),
      () => addToCart(zhang, COOKIES),
      () => get(API_PATHS.ycxkOrders, { accessToken: zhang }),
      () => post(API_PATHS.ycxkPay, { sn: 'O2603010000000001' }, { accessToken: zhang }),
    ];
    for (const request of requests) {
      await expectRefusedWithoutWriting(api.db, request, {
        status: 403,
        message: '仅限一次性卡用户使用，请使用一次性卡登录',
      });
    }
    await expectRefusedWithoutWriting(api.db, () => get(API_PATHS.ycxkCard), { status: 401 });
  });
});

describe('the goods of the card range', () => {
  it("lists only the range's goods, in its order, at its prices", async () => {
    const page = (await get<DisposableCardGoodsPage>(API_PATHS.ycxkGoods, { accessToken: birthday })).body
      .result;
    expect(page.total).toBe(8);
    expect(page.records.slice(0, 2).map((g) => [g.skuId, g.name, g.price, g.catalogPrice])).toEqual([
      [COOKIES, '手工曲奇礼盒 908g', 88, 88],
      [TOWELS, '长绒棉毛巾 4条装', 50, 59],
    ]);
    expect(page.records.map((g) => g.skuId)).not.toContain(BLUE_MILK);
  });

  it('narrows by a keyword and pages', async () => {
    const found = await get<DisposableCardGoodsPage>(
      `${API_PATHS.ycxkGoods}?keyword=${encodeURIComponent('毛巾')}`,
      {
        accessToken: birthday,
      },
    );
    expect(found.body.result.records.map((g) => g.skuId)).toEqual([TOWELS]);
    const second = await get<DisposableCardGoodsPage>(`${API_PATHS.ycxkGoods}?pageNumber=2&pageSize=5`, {
      accessToken: birthday,
    });
    expect(second.body.result).toMatchObject({ total: 8, current: 2, pages: 2 });
    expect(second.body.result.records).toHaveLength(3);
  });

  it('refuses a bad page with a 400', async () => {
    await expectRefusedWithoutWriting(api.db, () =>
      get(`${API_PATHS.ycxkGoods}?pageSize=500`, { accessToken: birthday }),
    );
  });

  it('opens a goods of the range with its pictures, and refuses one outside it', async () => {
    const detail = await get<DisposableCardGoodsDetail>(`${API_PATHS.ycxkGoodsDetail}?skuId=${TOWELS}`, {
      accessToken: birthday,
    });
    expect(detail.body.result).toMatchObject({ goods: { skuId: TOWELS, price: 50 }, inCart: 0 });
    expect(detail.body.result.images.length).toBeGreaterThan(0);
    await expectRefusedWithoutWriting(
      api.db,
      () => get(`${API_PATHS.ycxkGoodsDetail}?skuId=${BLUE_MILK}`, { accessToken: birthday }),
      { status: 404, message: '该商品不在本卡兑换范围内' },
    );
  });
});

describe('the card cart', () => {
  it('adds goods of the range, sets quantities and removes lines, totalled against the balance', async () => {
    await fillCart(midAutumn, MID_AUTUMN.memberId, { [COOKIES]: 1, [TOWELS]: 2 });
    let cart = await cartOf(midAutumn);
    expect(cart).toMatchObject({ points: 188, count: 3, balance: 300, enough: true });
    expect(cart.lines.map((line) => [line.skuId, line.price, line.num, line.subTotal])).toEqual([
      [TOWELS, 50, 2, 100],
      [COOKIES, 88, 1, 88],
    ]);
    const set = await call<DisposableCardCart>('PUT', API_PATHS.ycxkCart, {
      accessToken: midAutumn,
      payload: { skuId: TOWELS, num: 5 },
    });
    expect(set.body.result).toMatchObject({ points: 338, enough: false });
    const removed = await call<DisposableCardCart>('DELETE', API_PATHS.ycxkCartLine(TOWELS), {
      accessToken: midAutumn,
    });
    cart = removed.body.result;
    expect(cart.lines.map((line) => line.skuId)).toEqual([COOKIES]);
  });

  it('refuses a goods outside the range, and a bad quantity, writing nothing', async () => {
    await expectRefusedWithoutWriting(api.db, () => addToCart(midAutumn, BLUE_MILK), {
      message: '该商品不在本卡兑换范围内',
    });
    await expectRefusedWithoutWriting(api.db, () => addToCart(midAutumn, COOKIES, 0));
    await expectRefusedWithoutWriting(api.db, () =>
      post(API_PATHS.ycxkCart, { skuId: COOKIES, num: 1, price: 1 }, { accessToken: midAutumn }),
    );
  });

  it('prices a line the ordinary cart put there outside the range as not redeemable', async () => {
    await api.db.query('DELETE FROM cart_items WHERE member_id = $1', [MID_AUTUMN.memberId]);
    await api.db.query('INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, $2, 1)', [
      MID_AUTUMN.memberId,
      BLUE_MILK,
    ]);
    const [line] = (await cartOf(midAutumn)).lines;
    expect(line).toMatchObject({ skuId: BLUE_MILK, price: 0, invalidReason: '不在本卡兑换范围内' });
    await expectRefusedWithoutWriting(api.db, () => placeOrder(midAutumn, midAutumnAddress.id), {
      message: '纯牛奶 250ml×24：不在本卡兑换范围内',
    });
  });
});

describe('ordering with a card', () => {
  it('keeps the card off the ordinary checkout and payment, where its range and one order would not hold', async () => {
    await fillCart(midAutumn, MID_AUTUMN.memberId, { [COOKIES]: 1 });
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderCommit, { addressId: midAutumnAddress.id }, { accessToken: midAutumn }),
      { status: 403, message: '一次性卡只能在一次性卡专区使用' },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.orderPay, { sn: 'O26030100001', password: 'x' }, { accessToken: midAutumn }),
      { status: 403, message: '一次性卡只能在一次性卡专区使用' },
    );
  });

  it('refuses an order above the balance, an empty cart and another member’s address, writing nothing', async () => {
    await fillCart(midAutumn, MID_AUTUMN.memberId, { [NUT_BOX]: 2 });
    await expectRefusedWithoutWriting(api.db, () => placeOrder(midAutumn, midAutumnAddress.id), {
      code: 30000,
      message: '订单需398积分，超出卡内余额300积分',
    });
    await expectRefusedWithoutWriting(api.db, () => placeOrder(midAutumn, birthdayAddress.id), {
      status: 404,
    });
    await api.db.query('DELETE FROM cart_items WHERE member_id = $1', [MID_AUTUMN.memberId]);
    await expectRefusedWithoutWriting(api.db, () => placeOrder(midAutumn, midAutumnAddress.id), {
      message: '购物车中没有可兑换的商品',
    });
  });

  it('refuses a frozen and an expired card, whose state the card shows', async () => {
    await fillCart(midAutumn, MID_AUTUMN.memberId, { [COOKIES]: 1 });
    await api.db.query(`UPDATE disposable_cards SET status = 'FROZEN' WHERE card_no = $1`, [
      MID_AUTUMN.cardNo,
    ]);
    expect((await cardOf(midAutumn)).status).toBe('FROZEN');
    await expectRefusedWithoutWriting(api.db, () => placeOrder(midAutumn, midAutumnAddress.id), {
      message: '该卡已冻结',
    });
    await api.db.query(`UPDATE disposable_cards SET status = 'ACTIVE', valid_until = $2 WHERE card_no = $1`, [
      MID_AUTUMN.cardNo,
      new Date(api.clock.getTime() - 1000),
    ]);
    expect((await cardOf(midAutumn)).status).toBe('EXPIRED');
    await expectRefusedWithoutWriting(api.db, () => placeOrder(midAutumn, midAutumnAddress.id), {
      message: '该卡已过期',
    });
  });

  it('refuses to pay an order once the card is frozen, leaving the card and the order as they were', async () => {
    await fillCart(midAutumn, MID_AUTUMN.memberId, { [TOWELS]: 1 });
    const placed = await placeOrder(midAutumn, midAutumnAddress.id);
    await api.db.query(`UPDATE disposable_cards SET status = 'FROZEN' WHERE card_no = $1`, [
      MID_AUTUMN.cardNo,
    ]);
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.ycxkPay, { sn: placed.body.result.sn }, { accessToken: midAutumn }),
      { message: '该卡已冻结' },
    );
    const [order] = await api.db.query<{ order_status: string }>(
      'SELECT order_status FROM orders WHERE sn = $1',
      [placed.body.result.sn],
    );
    expect(order?.order_status).toBe('UNPAID');
    expect(await cardOf(midAutumn)).toMatchObject({ status: 'FROZEN', balance: 300, usedOrderSn: null });
  });

  it('places the cart, pays it after showing the forfeited rest, and the card is used up', async () => {
    await fillCart(birthday, BIRTHDAY.memberId, { [COOKIES]: 1, [TOWELS]: 1 });
    const placed = await placeOrder(birthday, birthdayAddress.id);
    expect(placed.body.result.points).toBe(138);
    expect(await cartOf(birthday)).toMatchObject({ lines: [], points: 0 });
    const sn = placed.body.result.sn;

    const check = await get<DisposableCardPayment>(`${API_PATHS.ycxkPay}?sn=${sn}`, {
      accessToken: birthday,
    });
    expect(check.body.result).toEqual({
      sn,
      orderStatus: 'UNPAID',
      points: 138,
      balance: 200,
      forfeitedPoints: 62,
      enough: true,
    });

    const paid = await post<DisposableCardPaid>(API_PATHS.ycxkPay, { sn }, { accessToken: birthday });
    expect(paid.body.result).toMatchObject({ sn, points: 138, forfeitedPoints: 62 });
    expect(await cardOf(birthday)).toMatchObject({
      status: 'USED',
      balance: 0,
      usedOrderSn: sn,
      forfeitedPoints: 62,
    });

    const detail = await get<DisposableCardOrder>(`${API_PATHS.ycxkOrder}?sn=${sn}`, {
      accessToken: birthday,
    });
    expect(detail.body.result).toMatchObject({
      paidByCard: true,
      order: { sn, orderStatus: 'PAID', priceDetail: { points: 138 } },
    });
    expect(detail.body.result.order.items.map((item) => [item.skuId, item.price, item.num])).toEqual([
      [TOWELS, 50, 1],
      [COOKIES, 88, 1],
    ]);
    const orders = await get<DisposableCardOrderList>(API_PATHS.ycxkOrders, { accessToken: birthday });
    expect(orders.body.result).toEqual([
      expect.objectContaining({ sn, orderStatus: 'PAID', points: 138, units: 2 }),
    ]);
    const ledger = await api.db.query(
      'SELECT kind, change, balance_after FROM point_log WHERE order_sn = $1 ORDER BY id',
      [sn],
    );
    expect(ledger).toEqual([
      { kind: 'ORDER_PAY', change: -138, balance_after: 62 },
      { kind: 'CARD_FORFEIT', change: -62, balance_after: 0 },
    ]);

    // Paying again charges nothing, and the used card neither adds to its cart nor orders.
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.ycxkPay, { sn }, { accessToken: birthday }),
      {
        status: 409,
        message: '订单已支付，请勿重复支付',
      },
    );
    await expectRefusedWithoutWriting(api.db, () => addToCart(birthday, COOKIES), { message: '该卡已使用' });
    await api.db.query('INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, $2, 1)', [
      BIRTHDAY.memberId,
      COOKIES,
    ]);
    await expectRefusedWithoutWriting(api.db, () => placeOrder(birthday, birthdayAddress.id), {
      message: '该卡已使用',
    });
  });

  it("answers another member's order as unknown", async () => {
    const [someOrder] = await api.db.query<{ sn: string }>(
      `SELECT sn FROM orders WHERE member_id <> $1 ORDER BY sn LIMIT 1`,
      [MID_AUTUMN.memberId],
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => get(`${API_PATHS.ycxkPay}?sn=${someOrder!.sn}`, { accessToken: midAutumn }),
      { status: 404, message: '订单不存在' },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => post(API_PATHS.ycxkPay, { sn: someOrder!.sn }, { accessToken: midAutumn }),
      { status: 404, message: '订单不存在' },
    );
  });
});

// Concurrent payments, on both engines: PGlite runs one statement at a time, PostgreSQL runs the
// requests' transactions truly at once, so only there do the card's and the order's row locks show
// that a card pays once. Tokens are issued directly: the login is not what is raced.
describe.each(SEEDED_ENGINES)('on %s, under concurrent payments', (_engine, open) => {
  const engine = setUpEngineApp(open);
  let token: string;
  const BLUE_CARD = { cardNo: '8800000000000013', memberId: 'mbr-ycxk-blue-1' };

  const send = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await engine.app.inject({ method, url, headers: { accessToken: token }, payload });
    return { status: response.statusCode, body: response.json() as { success: boolean; result: T } };
  };

  beforeAll(async () => {
    const pair = await issueTokenPair(
      engine.db,
      { memberId: BLUE_CARD.memberId, oneId: 'ent-blue' },
      await loadTokenSecret(engine.db),
      TEST_APP_START,
    );
    token = pair.accessToken;
  });

  it('pays once when two orders of the card are each paid ten times at once', async () => {
    const address = await send<MemberAddress>(
      'POST',
      API_PATHS.address,
      addressInput({ consigneeName: '蓝海持卡人', mobile: '13600009999', email: 'card@blue.mall.invalid' }),
    );
    const orders: string[] = [];
    for (let i = 0; i < 2; i++) {
      await send('POST', API_PATHS.ycxkCart, { skuId: BLUE_MILK, num: 1 });
      const placed = await send<DisposableCardOrderPlaced>('POST', API_PATHS.ycxkOrder, {
        addressId: address.body.result.id,
      });
      orders.push(placed.body.result.sn);
    }
    const answers = await Promise.all(
      orders.flatMap((sn) => Array.from({ length: 10 }, () => send('POST', API_PATHS.ycxkPay, { sn }))),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(
      answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500)),
    ).toBe(true);
    const paid = await engine.db.query<{ sn: string }>(
      `SELECT sn FROM orders WHERE member_id = $1 AND order_status = 'PAID'`,
      [BLUE_CARD.memberId],
    );
    expect(paid).toHaveLength(1);
    const [card] = await engine.db.query<{ status: string; used_order_sn: string; forfeited_points: number }>(
      'SELECT status, used_order_sn, forfeited_points FROM disposable_cards WHERE card_no = $1',
      [BLUE_CARD.cardNo],
    );
    expect(card).toEqual({ status: 'USED', used_order_sn: paid[0]!.sn, forfeited_points: 440 });
    const ledger = await engine.db.query(
      'SELECT kind, change FROM point_log WHERE member_id = $1 AND order_sn IS NOT NULL ORDER BY id',
      [BLUE_CARD.memberId],
    );
    expect(ledger).toEqual([
      { kind: 'ORDER_PAY', change: -60 },
      { kind: 'CARD_FORFEIT', change: -440 },
    ]);
    await expectLedgersToAddUp(engine.db);
  });
});
