import {
  API_PATHS,
  type AfterSaleApplyInfo,
  type AfterSaleDetail,
  type AfterSaleLogEntry,
  type AfterSaleMessage,
  type AfterSalePage,
  type AfterSaleReason,
  type AfterSaleRequest,
  type OrderDetail,
  type OrderPage,
} from '@mall/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceAfterSales } from '../../services/after-sale-service.ts';
import { AFTER_SALE_MESSAGES } from '../../services/after-sale-words.ts';
import { comparable } from '../../testing/comparable.ts';
import {
  expectAnsweredAsUnknown,
  expectGuestRefused,
  expectRefusedWithoutWriting,
} from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { refundOnlyRequest } from '../../testing/refund-only-request.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of after-sale (/home/afterService, /afterServiceDetail) against the real app and an
// in-memory PGlite seeded from the fixtures: what may be asked for an order item in each order
// status, applying and every refusal, withdrawing, sending the goods back, the messages with customer
// service, what the development fulfilment's service step does (refunds exactly, logs, cancels a
// fully refunded order, closed), and that no member reaches another's item or request.

/** zhangwei (orders in every status) and wangfang (the other member). */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const ZHANG = 'mbr-acme-zhang';
/** zhangwei's seeded order items (fixtures/seed/member-lists.json) by their order's status. */
const ITEMS = {
  /** Unpaid: 1 unit. */
  unpaid: 'O26030100001-1',
  /** Paid, 1 unit of 368 points, the order's only item. */
  paid: 'O26030100003-1',
  /** To ship: 2 units of 59 points, first of three items (the order's goods 246 points). */
  undeliveredTowels: 'O26030100005-1',
  /** Shipped: 1 unit of 149 points. */
  delivered: 'O26030100006-1',
  /** Completed (paid 299 hours before the seed, no complete time): 3 units of 129 points. */
  completedNuts: 'O26030100010-1',
  /** Completed and paid 799 hours (33 days) before the seed: past the 15 days. */
  completedLongAgo: 'O26030100012-1',
  /** Cancelled. */
  cancelled: 'O26030100011-1',
  /** Awaiting verification (a service to be used in a store): 1 unit of 199 points. */
  take: 'O26030100009-1',
} as const;
/** wangfang's shipped order item. */
const WANG_ITEM = 'O26030200002-1';
const HOME = 'addr-acme-zhang-home';
const UNKNOWN_ITEM = 'O99999999999-1';
const UNKNOWN_SN = 'AS000000000000000000';
const DAY = 86_400_000;

const REFUND_ONLY = refundOnlyRequest();
const RETURN_GOODS: AfterSaleRequest = {
  serviceType: 'RETURN_GOODS',
  num: 1,
  reason: '商品质量问题',
  problemDesc: '充不进电',
  images: ['/img/after-sale/powerbank-1.jpg'],
  contactName: '张伟',
  contactMobile: '13812341234',
  pickupAddressId: HOME,
};

/** The seeded orders as they were, to put back before each test. */
let seededOrders: {
  sn: string;
  status: string;
  discountPoints: number;
  points: number;
  completeTime: Date | null;
}[];

beforeAll(async () => {
  seededOrders = await api.db.query(
    `SELECT sn, order_status AS status, discount_points AS "discountPoints", points,
            complete_time AS "completeTime" FROM orders`,
  );
});

// Every test starts from the seed: no after-sale, the orders in their statuses, zhangwei's 5000 points.
beforeEach(async () => {
  await api.db.exec(`DELETE FROM after_sale_messages; DELETE FROM after_sale_logs;
    DELETE FROM point_log WHERE kind = 'AFTER_SALE_REFUND'; DELETE FROM after_sales;`);
  for (const order of seededOrders) {
    await api.db.query(
      `UPDATE orders SET order_status = $2, discount_points = $3, points = $4, cancel_reason = NULL,
         cancel_time = NULL, complete_time = $5 WHERE sn = $1`,
      [order.sn, order.status, order.discountPoints, order.points, order.completeTime],
    );
  }
  await api.db.query('UPDATE members SET point = 5000 WHERE id = $1', [ZHANG]);
});

const applyInfo = (
  orderItemSn: string,
  accessToken: string = api.tokens.zhang,
  headers: Record<string, string> = {},
) => api.get<AfterSaleApplyInfo>(API_PATHS.afterSaleApplyInfo(orderItemSn), { accessToken, headers });
const apply = (orderItemSn: string, payload: object, accessToken: string = api.tokens.zhang) =>
  api.post<AfterSaleDetail>(API_PATHS.afterSaleSave(orderItemSn), payload, { accessToken });
const detail = (sn: string, accessToken: string = api.tokens.zhang, headers: Record<string, string> = {}) =>
  api.get<AfterSaleDetail>(API_PATHS.afterSaleDetail(sn), { accessToken, headers });
const logOf = async (sn: string, headers: Record<string, string> = {}) =>
  (await api.get<AfterSaleLogEntry[]>(API_PATHS.afterSaleLog(sn), { accessToken: api.tokens.zhang, headers }))
    .body.result;
const cancel = (sn: string, accessToken: string = api.tokens.zhang) =>
  api.post<AfterSaleDetail>(API_PATHS.afterSaleCancel(sn), {}, { accessToken });
const deliver = (sn: string, accessToken: string = api.tokens.zhang) =>
  api.post<AfterSaleDetail>(
    API_PATHS.afterSaleDelivery(sn),
    { logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
    { accessToken },
  );
const messagesOf = (
  sn: string,
  accessToken: string = api.tokens.zhang,
  headers: Record<string, string> = {},
) =>
  api.get<AfterSaleMessage[]>(`${API_PATHS.afterSaleMessages}?afterSaleSn=${sn}`, { accessToken, headers });
const unread = async () =>
  (await api.get<number>(API_PATHS.afterSaleUnread, { accessToken: api.tokens.zhang })).body.result;
const pointsOf = async (memberId: string) =>
  (await api.db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [memberId]))[0]?.point;
const orderStatusOf = async (sn: string) =>
  (
    await api.db.query<{ status: string; cancelReason: string | null }>(
      'SELECT order_status AS status, cancel_reason AS "cancelReason" FROM orders WHERE sn = $1',
      [sn],
    )
  )[0];

/** Applies, checking it succeeds, and answers the request. */
const applied = (orderItemSn: string, payload: object) => succeeded(apply(orderItemSn, payload));

describe('GET what may be asked for an order item', () => {
  it('offers a refund only of every unit of an item of a paid order, refunding what it cost', async () => {
    const { status, body } = await applyInfo(ITEMS.paid);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      orderSn: 'O26030100003',
      orderItemSn: ITEMS.paid,
      orderStatus: 'PAID',
      name: '明前龙井 250g',
      price: 368,
      num: 1,
      applicableNum: 1,
      serviceTypes: ['RETURN_MONEY'],
      refundPoints: 368,
      applyDeadline: null,
      unavailableReason: null,
    });
  });

  it("starts the request's contact as the order's consignee, so the form needs no typing", async () => {
    const [order] = await api.db.query<{ name: string; mobile: string }>(
      `SELECT consignee->>'name' AS name, consignee->>'mobile' AS mobile FROM orders WHERE sn = 'O26030100003'`,
    );
    expect(order?.name).toBeTruthy();
    const { body } = await applyInfo(ITEMS.paid);
    expect(body.result?.contact).toEqual({ name: order!.name, mobile: order!.mobile });
  });

  it('offers a return or an exchange for a shipped order', async () => {
    const { body } = await applyInfo(ITEMS.delivered);
    expect(body.result).toMatchObject({
      serviceTypes: ['RETURN_GOODS', 'EXCHANGE_GOODS'],
      refundPoints: 149,
    });
  });

  it('offers a return of a completed order until 15 days after it was paid, when it has no complete time', async () => {
    await api.db.query(`UPDATE orders SET complete_time = NULL WHERE sn = 'O26030100010'`);
    const { body } = await applyInfo(ITEMS.completedNuts);
    const paid = new Date(TEST_SEED_TIME.getTime() - 299 * 3_600_000);
    expect(body.result).toMatchObject({
      serviceTypes: ['RETURN_GOODS', 'EXCHANGE_GOODS'],
      applicableNum: 3,
      applyDeadline: new Date(paid.getTime() + 15 * DAY).toISOString(),
    });
  });

  it('counts the 15 days from the completion time when the order has one', async () => {
    const completeOrder = (daysAgo: number) =>
      api.db.query(`UPDATE orders SET complete_time = $1 WHERE sn = 'O26030100012'`, [
        new Date(TEST_APP_START.getTime() - daysAgo * DAY),
      ]);
    await completeOrder(14);
    expect((await applyInfo(ITEMS.completedLongAgo)).body.result).toMatchObject({
      serviceTypes: ['RETURN_GOODS', 'EXCHANGE_GOODS'],
      applyDeadline: new Date(TEST_APP_START.getTime() + DAY).toISOString(),
    });
    await completeOrder(16);
    expect((await applyInfo(ITEMS.completedLongAgo)).body.result.serviceTypes).toEqual([]);
  });

  it('offers a refund only for an order awaiting verification', async () => {
    const { body } = await applyInfo(ITEMS.take);
    expect(body.result).toMatchObject({
      orderStatus: 'TAKE',
      serviceTypes: ['RETURN_MONEY'],
      refundPoints: 199,
    });
  });

  it.each([
    ['an unpaid order', ITEMS.unpaid, '订单未支付，不能申请售后', 'The order is not paid yet'],
    ['a cancelled order', ITEMS.cancelled, '订单已取消，不能申请售后', 'The order was cancelled'],
    [
      'a completed order past its 15 days',
      ITEMS.completedLongAgo,
      '已超过售后期限（订单完成后15天）',
      'The after-sale period (15 days after completion) is over',
    ],
  ])('offers nothing for an item of %s, saying why in the caller’s language', async (_case, item, zh, en) => {
    const chinese = (await applyInfo(item)).body.result;
    expect(chinese).toMatchObject({
      serviceTypes: [],
      applicableNum: 0,
      refundPoints: 0,
      unavailableReason: zh,
    });
    expect((await applyInfo(item, api.tokens.zhang, { locale: 'en-US' })).body.result.unavailableReason).toBe(
      en,
    );
  });

  it("answers another member's order item exactly as an item that does not exist", async () => {
    const unknown = await applyInfo(UNKNOWN_ITEM);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(AFTER_SALE_MESSAGES.itemNotFound);
    expect(comparable(await applyInfo(WANG_ITEM))).toEqual(comparable(unknown));
    expect(comparable(await applyInfo(ITEMS.delivered, api.tokens.wang))).toEqual(comparable(unknown));
  });
});

describe('GET the reasons of a service type', () => {
  it('answers the reasons to send, labelled in the caller’s language', async () => {
    const reasons = async (headers: Record<string, string> = {}) =>
      (
        await api.get<AfterSaleReason[]>(API_PATHS.afterSaleReasons('RETURN_GOODS'), {
          accessToken: api.tokens.zhang,
          headers,
        })
      ).body.result;
    expect((await reasons())[0]).toEqual({ reason: '商品质量问题', label: '商品质量问题' });
    expect((await reasons({ locale: 'en-US' }))[0]).toEqual({
      reason: '商品质量问题',
      label: 'Quality problem',
    });
  });

  it('refuses a service type that does not exist', async () => {
    const { status, body } = await api.get(API_PATHS.afterSaleReasons('REPAIR'), {
      accessToken: api.tokens.zhang,
    });
    expect(status).toBe(400);
    expect(body.message).toBe(AFTER_SALE_MESSAGES.unknownServiceType);
  });
});

describe('every after-sale call', () => {
  it.each([
    ['GET', API_PATHS.afterSaleList],
    ['GET', API_PATHS.afterSaleApplyInfo(ITEMS.paid)],
    ['GET', API_PATHS.afterSaleReasons('RETURN_MONEY')],
    ['POST', API_PATHS.afterSaleSave(ITEMS.paid)],
    ['GET', API_PATHS.afterSaleDetail(UNKNOWN_SN)],
    ['GET', API_PATHS.afterSaleLog(UNKNOWN_SN)],
    ['POST', API_PATHS.afterSaleCancel(UNKNOWN_SN)],
    ['POST', API_PATHS.afterSaleDelivery(UNKNOWN_SN)],
    ['GET', `${API_PATHS.afterSaleMessages}?afterSaleSn=${UNKNOWN_SN}`],
    ['POST', API_PATHS.afterSaleSendMessage],
    ['GET', API_PATHS.afterSaleUnread],
  ] as const)('refuses a guest: %s %s', async (method, url) => {
    await expectGuestRefused(api.db, () =>
      api.call(method, url, method === 'POST' ? { payload: REFUND_ONLY } : {}),
    );
  });
});

describe('POST an after-sale request', () => {
  it('applies for a refund only of a paid order, in review, with its first log entry', async () => {
    const request = await applied(ITEMS.paid, REFUND_ONLY);
    expect(request).toEqual({
      sn: expect.stringMatching(/^AS\d{18}$/),
      orderSn: 'O26030100003',
      orderItemSn: ITEMS.paid,
      skuId: '1006',
      goodsId: expect.any(String),
      name: '明前龙井 250g',
      image: expect.any(String),
      price: 368,
      serviceType: 'RETURN_MONEY',
      status: 'APPLY',
      num: 1,
      refundPoints: 368,
      createTime: TEST_APP_START.toISOString(),
      updateTime: TEST_APP_START.toISOString(),
      orderStatus: 'PAID',
      reason: '不想要了',
      problemDesc: '',
      images: [],
      contactName: '张伟',
      contactMobile: '13812341234',
      pickupAddress: null,
      refuseReason: null,
      logisticsCompany: null,
      logisticsNo: null,
      actions: { cancel: true, delivery: false },
    });
    expect((await detail(request.sn)).body.result).toEqual(request);
    expect(await logOf(request.sn)).toEqual([
      { status: 'APPLY', message: '您的售后申请已提交，等待审核', createTime: TEST_APP_START.toISOString() },
    ]);
    const page = (await api.get<AfterSalePage>(API_PATHS.afterSaleList, { accessToken: api.tokens.zhang }))
      .body.result;
    expect(page).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(page.records[0]).toMatchObject({ sn: request.sn, status: 'APPLY', refundPoints: 368 });
  });

  it('applies to return goods of a shipped order, keeping a copy of the pickup address', async () => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    expect(request).toMatchObject({
      serviceType: 'RETURN_GOODS',
      refundPoints: 149,
      problemDesc: '充不进电',
      images: ['/img/after-sale/powerbank-1.jpg'],
      pickupAddress: {
        name: '张伟',
        mobile: '13812341234',
        regionIds: ['33', '3301', '330106'],
        regionNames: '浙江省 杭州市 西湖区',
        detail: '文三路 90 号 3 幢 1201 室',
        postalCode: '310012',
      },
    });
    // The copy stays as it was when the member applied.
    await api.db.query(`UPDATE member_addresses SET detail = '新地址' WHERE id = $1`, [HOME]);
    expect((await detail(request.sn)).body.result.pickupAddress?.detail).toBe('文三路 90 号 3 幢 1201 室');
    await api.db.query(`UPDATE member_addresses SET detail = '文三路 90 号 3 幢 1201 室' WHERE id = $1`, [
      HOME,
    ]);
  });

  it("refunds the units' share of what the order paid for its goods, the coupon discount spread over them", async () => {
    // 246 points of goods less a 46-point coupon: 2 units of 59 get floor(118 × 200 / 246) = 95 back.
    await api.db.query(`UPDATE orders SET discount_points = 46, points = 200 WHERE sn = 'O26030100005'`);
    expect((await applyInfo(ITEMS.undeliveredTowels)).body.result.refundPoints).toBe(95);
    const request = await applied(ITEMS.undeliveredTowels, { ...REFUND_ONLY, num: 2 });
    expect(request.refundPoints).toBe(95);
  });

  it('refunds nothing for an exchange', async () => {
    const request = await applied(ITEMS.delivered, { ...RETURN_GOODS, serviceType: 'EXCHANGE_GOODS' });
    expect(request).toMatchObject({ serviceType: 'EXCHANGE_GOODS', refundPoints: 0 });
  });

  it.each([
    [
      'a problem description of 513 characters',
      ITEMS.delivered,
      { problemDesc: '坏'.repeat(513) },
      '问题描述不能超过512个字',
    ],
    ['an empty contact', ITEMS.delivered, { contactName: '' }, '请填写联系人'],
    ['a contact of spaces', ITEMS.delivered, { contactName: '  ' }, '请填写联系人'],
    ['a contact mobile of 10 digits', ITEMS.delivered, { contactMobile: '1381234123' }, '请输入正确的手机号'],
    ['no reason', ITEMS.delivered, { reason: '' }, '请选择售后原因'],
    ['a reason of 101 characters', ITEMS.delivered, { reason: '因'.repeat(101) }, '售后原因不能超过100个字'],
    [
      'a reason not offered for the service type',
      ITEMS.delivered,
      { reason: '不想要了啊' },
      '请选择售后原因',
    ],
    ['six pictures', ITEMS.delivered, { images: Array(6).fill('/img/a.jpg') }, '图片最多5张'],
    ['a picture that is no address', ITEMS.delivered, { images: ['javascript:alert(1)'] }, '图片地址不正确'],
    ['no units', ITEMS.delivered, { num: 0 }, '申请数量须为1-999的整数'],
    ['more units than the item has', ITEMS.delivered, { num: 2 }, '申请数量不能超过1件'],
    ['a return without a pickup address', ITEMS.delivered, { pickupAddressId: undefined }, '请选择取件地址'],
    [
      'a pickup address that does not exist',
      ITEMS.delivered,
      { pickupAddressId: 'addr-none' },
      '取件地址不存在',
    ],
    ['a service type that does not exist', ITEMS.delivered, { serviceType: 'REPAIR' }, '请选择售后类型'],
    [
      'a field it does not know',
      ITEMS.delivered,
      { memberId: 'mbr-blue-wang' },
      '请求参数错误：不支持的字段 memberId',
    ],
    ['a return of an order not yet shipped', ITEMS.paid, {}, AFTER_SALE_MESSAGES.notShipped],
    [
      'a refund only of a shipped order',
      ITEMS.delivered,
      { serviceType: 'RETURN_MONEY' },
      AFTER_SALE_MESSAGES.shipped,
    ],
    ['an item of an unpaid order', ITEMS.unpaid, { serviceType: 'RETURN_MONEY' }, '订单未支付，不能申请售后'],
    [
      'an item of a cancelled order',
      ITEMS.cancelled,
      { serviceType: 'RETURN_MONEY' },
      '订单已取消，不能申请售后',
    ],
    ['a completed order past its 15 days', ITEMS.completedLongAgo, {}, '已超过售后期限（订单完成后15天）'],
  ])('refuses %s, saying what is wrong and writing nothing', async (_case, item, change, message) => {
    await expectRefusedWithoutWriting(api.db, () => apply(item, { ...RETURN_GOODS, ...change }), { message });
  });

  it('refuses a second request for an item while the first is open, writing nothing', async () => {
    await applied(ITEMS.delivered, RETURN_GOODS);
    await expectRefusedWithoutWriting(
      api.db,
      () => apply(ITEMS.delivered, { ...RETURN_GOODS, serviceType: 'EXCHANGE_GOODS' }),
      { message: '该商品已有进行中的售后申请' },
    );
    expect((await applyInfo(ITEMS.delivered)).body.result).toMatchObject({
      serviceTypes: [],
      unavailableReason: '该商品已有进行中的售后申请',
    });
  });

  it('takes only one of two applications for an item sent at once', async () => {
    const answers = await Promise.all([
      apply(ITEMS.delivered, RETURN_GOODS),
      apply(ITEMS.delivered, RETURN_GOODS),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const rows = await api.db.query('SELECT 1 FROM after_sales WHERE order_item_sn = $1', [ITEMS.delivered]);
    expect(rows).toHaveLength(1);
  });

  it("refuses another member's address as the pickup address exactly as one that does not exist", async () => {
    const unknown = await apply(
      WANG_ITEM,
      { ...RETURN_GOODS, pickupAddressId: 'addr-none' },
      api.tokens.wang,
    );
    expect(unknown.body.message).toBe(AFTER_SALE_MESSAGES.pickupNotFound);
    await expectRefusedWithoutWriting(api.db, () => apply(WANG_ITEM, RETURN_GOODS, api.tokens.wang), {
      message: AFTER_SALE_MESSAGES.pickupNotFound,
    });
    expect(comparable(await apply(WANG_ITEM, RETURN_GOODS, api.tokens.wang))).toEqual(comparable(unknown));
  });

  it("refuses another member's order item exactly as one that does not exist, writing nothing", async () => {
    const unknown = await apply(UNKNOWN_ITEM, RETURN_GOODS, api.tokens.wang);
    expect(unknown.status).toBe(404);
    await expectRefusedWithoutWriting(api.db, () => apply(ITEMS.delivered, RETURN_GOODS, api.tokens.wang), {
      status: 404,
      message: AFTER_SALE_MESSAGES.itemNotFound,
    });
    expect(comparable(await apply(ITEMS.delivered, RETURN_GOODS, api.tokens.wang))).toEqual(
      comparable(unknown),
    );
  });
});

describe('one request: detail, log, withdrawing and sending the goods back', () => {
  it('withdraws a request in review, logs it, and frees the item for a new request', async () => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    api.advanceClock(60);
    const { status, body } = await cancel(request.sn);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ status: 'CANCEL', actions: { cancel: false, delivery: false } });
    expect((await logOf(request.sn)).map((entry) => entry.status)).toEqual(['APPLY', 'CANCEL']);
    expect((await logOf(request.sn, { locale: 'en-US' }))[1]?.message).toBe(
      'You withdrew the after-sale request',
    );
    await applied(ITEMS.delivered, RETURN_GOODS);
  });

  it('refuses to withdraw a request already withdrawn, writing nothing', async () => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    await cancel(request.sn);
    await expectRefusedWithoutWriting(api.db, () => cancel(request.sn), {
      message: AFTER_SALE_MESSAGES.cannotCancel,
    });
  });

  it('refuses goods sent back before the request is approved, writing nothing', async () => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    await expectRefusedWithoutWriting(api.db, () => deliver(request.sn), {
      message: AFTER_SALE_MESSAGES.cannotDeliver,
    });
  });

  it('refuses a tracking number with spaces, writing nothing', async () => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.post(
          API_PATHS.afterSaleDelivery(request.sn),
          { logisticsCompany: '顺丰速运', logisticsNo: 'SF 123' },
          { accessToken: api.tokens.zhang },
        ),
      { message: '请输入正确的物流单号' },
    );
  });

  it("answers another member's request exactly as one that does not exist, for every call, changing nothing", async () => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    const calls = [
      (sn: string) => detail(sn, api.tokens.wang),
      (sn: string) => api.get(API_PATHS.afterSaleLog(sn), { accessToken: api.tokens.wang }),
      (sn: string) => cancel(sn, api.tokens.wang),
      (sn: string) => deliver(sn, api.tokens.wang),
      (sn: string) => messagesOf(sn, api.tokens.wang),
      (sn: string) =>
        api.post(
          API_PATHS.afterSaleSendMessage,
          { afterSaleSn: sn, content: '你好' },
          { accessToken: api.tokens.wang },
        ),
    ];
    await expectAnsweredAsUnknown(
      api.db,
      calls,
      { owned: request.sn, unknown: UNKNOWN_SN },
      AFTER_SALE_MESSAGES.notFound,
    );
    expect((await detail(request.sn)).body.result.status).toBe('APPLY');
    const wangList = (await api.get<AfterSalePage>(API_PATHS.afterSaleList, { accessToken: api.tokens.wang }))
      .body.result;
    expect(wangList.total).toBe(0);
  });
});

describe('advanceAfterSales (the development fulfilment’s service step)', () => {
  it('approves a refund only and completes it in one step, refunding exactly its points and logging it', async () => {
    const request = await applied(ITEMS.undeliveredTowels, { ...REFUND_ONLY, num: 2 });
    api.advanceClock(60);
    expect(await advanceAfterSales(api.db, api.clock)).toEqual([request.sn]);
    expect(await pointsOf(ZHANG)).toBe(5000 + 118);
    const ledger = await api.db.query(
      `SELECT member_id AS "memberId", change, balance_after AS "balanceAfter", kind, order_sn AS "orderSn",
              after_sale_sn AS "afterSaleSn" FROM point_log WHERE after_sale_sn = $1`,
      [request.sn],
    );
    expect(ledger).toEqual([
      {
        memberId: ZHANG,
        change: 118,
        balanceAfter: 5118,
        kind: 'AFTER_SALE_REFUND',
        orderSn: 'O26030100005',
        afterSaleSn: request.sn,
      },
    ]);
    expect((await detail(request.sn)).body.result).toMatchObject({ status: 'COMPLETE', refundPoints: 118 });
    expect((await logOf(request.sn)).map(({ status, message }) => [status, message])).toEqual([
      ['APPLY', '您的售后申请已提交，等待审核'],
      ['PASS', '您的售后申请已通过审核'],
      ['COMPLETE', '退款完成，已退还118积分'],
    ]);
    // Other items of the order are not refunded: it stays to be shipped.
    expect(await orderStatusOf('O26030100005')).toEqual({ status: 'UNDELIVERED', cancelReason: null });
    // Nothing more to do: a second run moves nothing and refunds nothing more.
    expect(await advanceAfterSales(api.db, api.clock)).toEqual([]);
    expect(await pointsOf(ZHANG)).toBe(5118);
  });

  it('closes an order once every unit of it is refunded', async () => {
    await applied(ITEMS.paid, REFUND_ONLY);
    await advanceAfterSales(api.db, api.clock);
    expect(await pointsOf(ZHANG)).toBe(5000 + 368);
    expect(await orderStatusOf('O26030100003')).toEqual({ status: 'CLOSED', cancelReason: '全额退款' });
  });

  it('shows a closed order to its member as closed, under the cancelled tab, deletable and with no more after-sale', async () => {
    await applied(ITEMS.paid, REFUND_ONLY);
    await advanceAfterSales(api.db, api.clock);
    const order = await api.post<OrderDetail>(
      API_PATHS.orderDetail,
      { sn: 'O26030100003' },
      { accessToken: api.tokens.zhang },
    );
    expect(order.body.result).toMatchObject({
      orderStatus: 'CLOSED',
      actions: { delete: true, cancel: false, afterSale: false },
    });
    const cancelledTab = await api.post<OrderPage>(
      API_PATHS.orderList,
      { pageNumber: 1, pageSize: 50, tag: 'CANCELLED' },
      { accessToken: api.tokens.zhang },
    );
    expect(cancelledTab.body.result.records.map((record) => record.sn)).toContain('O26030100003');
    const info = await applyInfo(ITEMS.paid, api.tokens.zhang, { locale: 'en-US' });
    expect(info.body.result).toMatchObject({
      serviceTypes: [],
      unavailableReason: 'The order was refunded in full and closed',
    });
  });

  it('sends a service reply when it approves, counted unread until the member reads the messages', async () => {
    const request = await applied(ITEMS.paid, REFUND_ONLY);
    expect(await unread()).toBe(0);
    await advanceAfterSales(api.db, api.clock);
    expect(await unread()).toBe(1);
    const english = (await messagesOf(request.sn, api.tokens.zhang, { locale: 'en-US' })).body.result;
    expect(english.map(({ sender, content }) => [sender, content])).toEqual([
      ['SERVICE', 'Your after-sale request has been approved'],
    ]);
    expect(await unread()).toBe(0);
    expect((await messagesOf(request.sn)).body.result[0]?.content).toBe('您的售后申请已通过审核');
  });

  it('takes a return through approval, the goods sent back, received and refunded, one step a run', async () => {
    const request = await applied(ITEMS.completedNuts, { ...RETURN_GOODS, num: 2 });
    expect(request.refundPoints).toBe(258);
    expect(await advanceAfterSales(api.db, api.clock)).toEqual([request.sn]);
    expect((await detail(request.sn)).body.result).toMatchObject({
      status: 'PASS',
      actions: { cancel: true, delivery: true },
    });
    // Approved, it waits for the member to send the goods back.
    expect(await advanceAfterSales(api.db, api.clock)).toEqual([]);
    const sent = await deliver(request.sn);
    expect(sent.body.result).toMatchObject({
      status: 'BUYER_RETURN',
      logisticsCompany: '顺丰速运',
      logisticsNo: 'SF1234567890',
      actions: { cancel: false, delivery: false },
    });
    await advanceAfterSales(api.db, api.clock);
    expect((await detail(request.sn)).body.result.status).toBe('SELLER_RECEIVE');
    expect(await pointsOf(ZHANG)).toBe(5000);
    await advanceAfterSales(api.db, api.clock);
    expect((await detail(request.sn)).body.result.status).toBe('COMPLETE');
    expect(await pointsOf(ZHANG)).toBe(5000 + 258);
    expect((await logOf(request.sn, { locale: 'en-US' })).map((entry) => entry.message)).toEqual([
      'Your after-sale request has been submitted and awaits review',
      'Your after-sale request has been approved; please send the goods back',
      // The courier in English: the name the list gives it there.
      'You sent the goods back (SF Express SF1234567890)',
      'The seller received the returned goods',
      'Refund completed: 258 points returned',
    ]);
    // The completed order stays completed; only the unit not yet returned may still be asked about.
    expect(await orderStatusOf('O26030100010')).toEqual({ status: 'COMPLETED', cancelReason: null });
    expect((await applyInfo(ITEMS.completedNuts)).body.result).toMatchObject({
      applicableNum: 1,
      refundPoints: 129,
    });
    await expectRefusedWithoutWriting(api.db, () => apply(ITEMS.completedNuts, { ...RETURN_GOODS, num: 2 }), {
      message: '申请数量不能超过1件',
    });
  });

  it('completes an exchange without refunding points', async () => {
    const request = await applied(ITEMS.delivered, { ...RETURN_GOODS, serviceType: 'EXCHANGE_GOODS' });
    await advanceAfterSales(api.db, api.clock);
    await deliver(request.sn);
    await advanceAfterSales(api.db, api.clock);
    await advanceAfterSales(api.db, api.clock);
    expect((await detail(request.sn)).body.result.status).toBe('COMPLETE');
    expect(await pointsOf(ZHANG)).toBe(5000);
    expect(await api.db.query('SELECT 1 FROM point_log WHERE after_sale_sn = $1', [request.sn])).toEqual([]);
    expect((await logOf(request.sn)).at(-1)?.message).toBe('换货商品已发出，售后完成');
  });

  it('refuses a refund only whose order has shipped since, refunding nothing', async () => {
    const request = await applied(ITEMS.paid, REFUND_ONLY);
    await api.db.query(`UPDATE orders SET order_status = 'DELIVERED' WHERE sn = 'O26030100003'`);
    expect(await advanceAfterSales(api.db, api.clock)).toEqual([request.sn]);
    expect((await detail(request.sn)).body.result).toMatchObject({
      status: 'REFUSE',
      refuseReason: '订单已发货，请申请退货退款',
    });
    expect((await detail(request.sn, api.tokens.zhang, { locale: 'en-US' })).body.result.refuseReason).toBe(
      'The order has shipped; please ask to return the goods',
    );
    expect(await pointsOf(ZHANG)).toBe(5000);
  });

  it('refunds once when two runs go at once', async () => {
    await applied(ITEMS.paid, REFUND_ONLY);
    const runs = await Promise.all([
      advanceAfterSales(api.db, api.clock),
      advanceAfterSales(api.db, api.clock),
    ]);
    expect(runs.flat()).toHaveLength(1);
    expect(await pointsOf(ZHANG)).toBe(5368);
  });

  it('moves only the requests of the order it is given', async () => {
    const paid = await applied(ITEMS.paid, REFUND_ONLY);
    const towels = await applied(ITEMS.undeliveredTowels, REFUND_ONLY);
    expect(await advanceAfterSales(api.db, api.clock, { sn: 'O26030100005' })).toEqual([towels.sn]);
    expect((await detail(paid.sn)).body.result.status).toBe('APPLY');
  });
});

describe('messages with customer service', () => {
  it('sends a message trimmed and lists the messages oldest first', async () => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    const send = (content: string) =>
      api.post<AfterSaleMessage>(
        API_PATHS.afterSaleSendMessage,
        { afterSaleSn: request.sn, content },
        { accessToken: api.tokens.zhang },
      );
    const first = await send('  请问什么时候上门取件？ ');
    expect(first.body.result).toEqual({
      id: expect.any(Number),
      sender: 'MEMBER',
      content: '请问什么时候上门取件？',
      createTime: TEST_APP_START.toISOString(),
    });
    api.advanceClock(60);
    await send('谢谢');
    expect((await messagesOf(request.sn)).body.result.map((message) => message.content)).toEqual([
      '请问什么时候上门取件？',
      '谢谢',
    ]);
  });

  it.each([
    ['a blank message', '   ', '请输入留言内容'],
    ['a message of 301 characters', '问'.repeat(301), '留言内容不能超过300个字'],
  ])('refuses %s, writing nothing', async (_case, content, message) => {
    const request = await applied(ITEMS.delivered, RETURN_GOODS);
    await expectRefusedWithoutWriting(
      api.db,
      () =>
        api.post(
          API_PATHS.afterSaleSendMessage,
          { afterSaleSn: request.sn, content },
          { accessToken: api.tokens.zhang },
        ),
      { message },
    );
  });
});
