import {
  API_PATHS,
  type AfterSaleApplyInfo,
  type AfterSaleDetail,
  type DisposableCardOrderPlaced,
  type DisposableCardSession,
  type MemberAddress,
  type OrderDetail,
  type OrderPlaced,
} from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { advanceAfterSales } from '../../services/after-sale-service.ts';
import { applyAfterSale } from '../../services/after-sale-writes.ts';
import { cancelOrder } from '../../services/orders.ts';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { loadTokenSecret } from '../../services/token-secret.ts';
import { issueTokenPair } from '../../services/tokens.ts';
import { addressInput } from '../../testing/address-input.ts';
import { BUYER_PAY_PASSWORD, makeBuyers, type Buyer } from '../../testing/buyers.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { expectLedgersToAddUp } from '../../testing/point-ledgers.ts';
import { refundOnlyRequest } from '../../testing/refund-only-request.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// What giving an order back returns, whichever way it goes: cancelling it, refunding its units
// before it ships (after-sale RETURN_MONEY and the development fulfilment), or returning them after
// it shipped. Each test places the same order for two fresh members and takes it back two ways,
// comparing side by side what came back: points (freight included), the coupon and the stock.

const api = setUpTestApp();
const key = readPasswordKey();

/** 15 points, sold by 京东超市: 6 yuan of freight below 59 yuan of its goods. */
const JD_CHEAP = '20048';
/** 89 points, the mall's own store (ships free). */
const RICE = '1001';
/** 95 points, 69 in the running flash sale market-flash-daily. */
const FLASH = '20060';
/** No threshold, 5 yuan off. */
const WELCOME_5 = 'cpn-welcome-5';
/** 15 per cent off everything. */
const DISCOUNT_85 = 'cpn-discount-85';

const REFUND_ONLY = refundOnlyRequest({ contactName: '赛跑者', contactMobile: '13800000000' });

const post = async <T>(url: string, payload: object, accessToken: string) => {
  const answer = await api.call<T>('POST', url, { payload, accessToken });
  expect(answer.body.message, `${url} ${JSON.stringify(payload)}`).toBe('success');
  return answer.body.result;
};

interface PaidOrder {
  sn: string;
  points: number;
  items: { sn: string; skuId: string; num: number }[];
}

/** Places and pays an order of `lines` for the buyer, with the coupon when one is named. */
async function paidOrder(buyer: Buyer, lines: Record<string, number>, couponId?: string): Promise<PaidOrder> {
  await api.db.query('DELETE FROM cart_items WHERE member_id = $1', [buyer.memberId]);
  for (const [skuId, num] of Object.entries(lines)) {
    const added = await api.call('POST', API_PATHS.cart, {
      form: { skuId, num: String(num) },
      accessToken: buyer.token,
    });
    expect(added.body.message).toBe('success');
  }
  if (couponId) await api.get(API_PATHS.couponReceive(couponId), { accessToken: buyer.token });
  const placed = await post<OrderPlaced>(
    API_PATHS.orderCommit,
    { addressId: buyer.addressId, ...(couponId ? { couponId } : {}) },
    buyer.token,
  );
  await post(
    API_PATHS.orderPay,
    { sn: placed.sn, password: encryptPassword(BUYER_PAY_PASSWORD, key) },
    buyer.token,
  );
  const detail = await post<OrderDetail>(API_PATHS.orderDetail, { sn: placed.sn }, buyer.token);
  return {
    sn: placed.sn,
    points: placed.points,
    items: detail.items.map((item) => ({ sn: item.sn, skuId: item.skuId, num: item.num })),
  };
}

/** What a member holds that taking an order back gives back, and where the order stands. */
interface Holdings {
  points: number;
  unusedCoupons: number;
  stock: Record<string, number>;
  sold: Record<string, number>;
  orderStatus: string;
}

async function holdings(buyer: Buyer, order: PaidOrder): Promise<Holdings> {
  const [member] = await api.db.query<{ points: number; unusedCoupons: number }>(
    `SELECT point AS points,
            (SELECT count(*)::int FROM member_coupons WHERE member_id = m.id AND used_at IS NULL) AS "unusedCoupons"
     FROM members m WHERE id = $1`,
    [buyer.memberId],
  );
  const skus = await api.db.query<{ skuId: string; stock: number; sold: number }>(
    `SELECT sku_id AS "skuId", stock, sold_count AS sold FROM skus WHERE sku_id = ANY ($1) ORDER BY sku_id`,
    [order.items.map((item) => item.skuId)],
  );
  const [status] = await api.db.query<{ orderStatus: string }>(
    'SELECT order_status AS "orderStatus" FROM orders WHERE sn = $1',
    [order.sn],
  );
  return {
    points: member?.points ?? 0,
    unusedCoupons: member?.unusedCoupons ?? 0,
    stock: Object.fromEntries(skus.map((sku) => [sku.skuId, sku.stock])),
    sold: Object.fromEntries(skus.map((sku) => [sku.skuId, sku.sold])),
    orderStatus: status?.orderStatus ?? '',
  };
}

/** What came back between two holdings: points, coupons, stock and sales by SKU, and the order's status. */
function cameBack(before: Holdings, after: Holdings) {
  const each = (pick: (holdings: Holdings) => Record<string, number>) =>
    Object.fromEntries(
      Object.entries(pick(after)).map(([skuId, value]) => [skuId, value - (pick(before)[skuId] ?? 0)]),
    );
  return {
    points: after.points - before.points,
    coupons: after.unusedCoupons - before.unusedCoupons,
    stock: each((holdings) => holdings.stock),
    sold: each((holdings) => holdings.sold),
    orderStatus: after.orderStatus,
  };
}

/** Takes the order back by cancelling it; answers what came back. */
async function cancelled(buyer: Buyer, order: PaidOrder) {
  const before = await holdings(buyer, order);
  await post(API_PATHS.orderCancel, { sn: order.sn, reason: '不想要了' }, buyer.token);
  return cameBack(before, await holdings(buyer, order));
}

/** The development fulfilment run on one order. */
const fulfil = (sn: string) => api.post(API_PATHS.devFulfil, { sn });

/** Asks for a refund only of `num` units of an item and lets the fulfilment settle it; answers the request. */
async function refundOnly(
  buyer: Buyer,
  orderSn: string,
  itemSn: string,
  num: number,
): Promise<AfterSaleDetail> {
  const request = await post<AfterSaleDetail>(
    API_PATHS.afterSaleSave(itemSn),
    { ...REFUND_ONLY, num },
    buyer.token,
  );
  await fulfil(orderSn);
  return (await api.get<AfterSaleDetail>(API_PATHS.afterSaleDetail(request.sn), { accessToken: buyer.token }))
    .body.result;
}

/** Refunds every unit of the order one request a unit, item by item; answers the points of each request. */
async function refundedUnitByUnit(buyer: Buyer, order: PaidOrder): Promise<number[]> {
  const refunds: number[] = [];
  for (const item of order.items) {
    for (let unit = 0; unit < item.num; unit++) {
      const request = await refundOnly(buyer, order.sn, item.sn, 1);
      expect(request.status).toBe('COMPLETE');
      refunds.push(request.refundPoints);
    }
  }
  return refunds;
}

/**
 * Cancels the canceller's order and refunds the refunder's twin unit by unit; expects the refunds to
 * give back exactly what cancelling did, the order closed. Answers what cancelling gave back, and the
 * points of each refund.
 */
async function refundedAsCancelled(
  canceller: Buyer,
  cancelledOrder: PaidOrder,
  refunder: Buyer,
  refundedOrder: PaidOrder,
): Promise<{ byCancelling: ReturnType<typeof cameBack>; refunds: number[] }> {
  const byCancelling = await cancelled(canceller, cancelledOrder);
  const before = await holdings(refunder, refundedOrder);
  const refunds = await refundedUnitByUnit(refunder, refundedOrder);
  expect(cameBack(before, await holdings(refunder, refundedOrder))).toEqual({
    ...byCancelling,
    orderStatus: 'CLOSED',
  });
  return { byCancelling, refunds };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('a paid order taken back before it ships', () => {
  it('returns, refunded unit by unit, exactly the points, freight, coupon and stock that cancelling it returns', async () => {
    const [canceller, refunder] = await makeBuyers(api.db, 2, 1000, api.clock);
    // 3 × 15 points of goods, 6 of freight, 5 off: 46 points.
    const first = await paidOrder(canceller!, { [JD_CHEAP]: 3 }, WELCOME_5);
    const second = await paidOrder(refunder!, { [JD_CHEAP]: 3 }, WELCOME_5);
    expect([first.points, second.points]).toEqual([46, 46]);

    const { byCancelling, refunds } = await refundedAsCancelled(canceller!, first, refunder!, second);
    expect(byCancelling).toEqual({
      points: 46,
      coupons: 1,
      stock: { [JD_CHEAP]: 3 },
      sold: { [JD_CHEAP]: -3 },
      orderStatus: 'CANCELLED',
    });
    // The goods' 40 points spread over the units, the last refund with the remainder and the freight.
    expect(refunds).toEqual([13, 13, 20]);
  });

  it('returns the same with one refund of every unit at once', async () => {
    const [canceller, refunder] = await makeBuyers(api.db, 2, 1000, api.clock);
    const first = await paidOrder(canceller!, { [JD_CHEAP]: 3 }, WELCOME_5);
    const second = await paidOrder(refunder!, { [JD_CHEAP]: 3 }, WELCOME_5);

    const byCancelling = await cancelled(canceller!, first);
    const info = await api.get<AfterSaleApplyInfo>(API_PATHS.afterSaleApplyInfo(second.items[0]!.sn), {
      accessToken: refunder!.token,
    });
    expect(info.body.result.refundPoints).toBe(46);
    const before = await holdings(refunder!, second);
    const request = await refundOnly(refunder!, second.sn, second.items[0]!.sn, 3);
    expect(request).toMatchObject({ status: 'COMPLETE', refundPoints: 46 });
    expect(cameBack(before, await holdings(refunder!, second))).toEqual({
      ...byCancelling,
      orderStatus: 'CLOSED',
    });
  });

  it('keeps the coupon used and the freight paid after a partial refund, and cancelling the rest returns what is left', async () => {
    const [canceller, refunder] = await makeBuyers(api.db, 2, 1000, api.clock);
    const first = await paidOrder(canceller!, { [JD_CHEAP]: 3 }, WELCOME_5);
    const second = await paidOrder(refunder!, { [JD_CHEAP]: 3 }, WELCOME_5);
    const byCancelling = await cancelled(canceller!, first);

    const before = await holdings(refunder!, second);
    await refundOnly(refunder!, second.sn, second.items[0]!.sn, 1);
    const partly = await holdings(refunder!, second);
    expect(cameBack(before, partly)).toEqual({
      points: 13,
      coupons: 0,
      stock: { [JD_CHEAP]: 1 },
      sold: { [JD_CHEAP]: -1 },
      orderStatus: 'PAID',
    });
    await post(API_PATHS.orderCancel, { sn: second.sn, reason: '不想要了' }, refunder!.token);
    expect(cameBack(before, await holdings(refunder!, second))).toEqual(byCancelling);
  });

  it('spreads a coupon over lines of different prices and still adds up to the whole, line by line', async () => {
    const [canceller, refunder] = await makeBuyers(api.db, 2, 1000, api.clock);
    // 89 + 15 points of goods, 6 of freight (the JD line), 15 off (15 per cent of 104): 95 points.
    const first = await paidOrder(canceller!, { [RICE]: 1, [JD_CHEAP]: 1 }, DISCOUNT_85);
    const second = await paidOrder(refunder!, { [RICE]: 1, [JD_CHEAP]: 1 }, DISCOUNT_85);
    expect(second.points).toBe(95);

    const { byCancelling, refunds } = await refundedAsCancelled(canceller!, first, refunder!, second);
    expect(sum(refunds)).toBe(95);
    expect(byCancelling.points).toBe(95);
  });

  it('returns a flash-sale order at the price it was bought at, as cancelling does', async () => {
    const [canceller, refunder] = await makeBuyers(api.db, 2, 1000, api.clock);
    const first = await paidOrder(canceller!, { [FLASH]: 2 });
    const second = await paidOrder(refunder!, { [FLASH]: 2 });
    // 2 × 69, the sale's price, shipped free.
    expect(second.points).toBe(138);

    const { byCancelling, refunds } = await refundedAsCancelled(canceller!, first, refunder!, second);
    expect(sum(refunds)).toBe(second.points);
    expect(byCancelling).toMatchObject({ points: second.points, stock: { [FLASH]: 2 } });
  });
});

describe('a shipped order returned unit by unit', () => {
  it('gives back in the end what cancelling it before shipping would have: points with freight, coupon and stock', async () => {
    const [canceller, returner] = await makeBuyers(api.db, 2, 1000, api.clock);
    const first = await paidOrder(canceller!, { [JD_CHEAP]: 3 }, WELCOME_5);
    const second = await paidOrder(returner!, { [JD_CHEAP]: 3 }, WELCOME_5);
    const byCancelling = await cancelled(canceller!, first);

    await fulfil(second.sn);
    await fulfil(second.sn);
    const before = await holdings(returner!, second);
    expect(before.orderStatus).toBe('DELIVERED');
    const refunds: number[] = [];
    for (let unit = 0; unit < 3; unit++) {
      const request = await post<AfterSaleDetail>(
        API_PATHS.afterSaleSave(second.items[0]!.sn),
        {
          ...REFUND_ONLY,
          serviceType: 'RETURN_GOODS',
          reason: '商品质量问题',
          num: 1,
          pickupAddressId: returner!.addressId,
        },
        returner!.token,
      );
      await fulfil(second.sn);
      await post(
        API_PATHS.afterSaleDelivery(request.sn),
        { logisticsCompany: '顺丰速运', logisticsNo: `SF100000000${unit}` },
        returner!.token,
      );
      await fulfil(second.sn);
      await fulfil(second.sn);
      const done = await api.get<AfterSaleDetail>(API_PATHS.afterSaleDetail(request.sn), {
        accessToken: returner!.token,
      });
      expect(done.body.result.status).toBe('COMPLETE');
      refunds.push(done.body.result.refundPoints);
    }
    expect(refunds).toEqual([13, 13, 20]);
    // The order shipped: it stays delivered, everything else comes back as a cancellation's would.
    expect(cameBack(before, await holdings(returner!, second))).toEqual({
      ...byCancelling,
      orderStatus: 'DELIVERED',
    });
  });
});

describe("a disposable card's order taken back", () => {
  // A card's session reaches only the card's own pages, which neither cancel nor refund; service and
  // operators do, through the same services as for any order, so these tests call them directly.
  /** Acme's mid-autumn card: 300 points, Acme's range (长绒棉毛巾 at 50). */
  const CARD = { memberId: 'mbr-ycxk-acme-1', oneId: 'ent-acme' };
  const TOWELS = '1018';

  const cardOf = async (token: string) =>
    (await api.get<DisposableCardSession>(API_PATHS.ycxkCard, { accessToken: token })).body.result;

  async function paidCardOrder(token: string, addressId: string): Promise<{ sn: string; itemSn: string }> {
    await post(API_PATHS.ycxkCart, { skuId: TOWELS, num: 2 }, token);
    const placed = await post<DisposableCardOrderPlaced>(API_PATHS.ycxkOrder, { addressId }, token);
    await post(API_PATHS.ycxkPay, { sn: placed.sn }, token);
    const [item] = await api.db.query<{ sn: string }>('SELECT sn FROM order_items WHERE order_sn = $1', [
      placed.sn,
    ]);
    return { sn: placed.sn, itemSn: item!.sn };
  }

  async function refundOneTowel(order: { sn: string; itemSn: string }): Promise<void> {
    await applyAfterSale(api.db, CARD.memberId, order.itemSn, { ...REFUND_ONLY, num: 1 }, 'zh-CN', api.clock);
    await advanceAfterSales(api.db, api.clock, { orderSn: order.sn });
  }

  it('gives the card back whole, cancelled or refunded in full: its points, the forfeited rest and the card usable again', async () => {
    const pair = await issueTokenPair(api.db, CARD, await loadTokenSecret(api.db), api.clock);
    const token = pair.accessToken;
    const address = await post<MemberAddress>(
      API_PATHS.address,
      addressInput({ consigneeName: '中秋卡持卡人', mobile: '13600009999' }),
      token,
    );
    const whole = await cardOf(token);
    expect(whole).toMatchObject({ status: 'ACTIVE', balance: 300, usedOrderSn: null, forfeitedPoints: null });

    const cancelledOrder = await paidCardOrder(token, address.id);
    expect(await cardOf(token)).toMatchObject({ status: 'USED', balance: 0, forfeitedPoints: 200 });
    await cancelOrder(api.db, CARD.memberId, { sn: cancelledOrder.sn, reason: '不想要了' }, api.clock);
    expect(await cardOf(token)).toEqual(whole);

    const refundedOrder = await paidCardOrder(token, address.id);
    await refundOneTowel(refundedOrder);
    // Half the order back: the card stays used, with the 50 points of one towel on it.
    expect(await cardOf(token)).toMatchObject({ status: 'USED', balance: 50 });
    await refundOneTowel(refundedOrder);
    expect(await cardOf(token)).toEqual(whole);
  });
});

describe('after every way of taking orders back above', () => {
  it("leaves every member's ledger adding up to their balance", async () => {
    await expectLedgersToAddUp(api.db);
  });
});
