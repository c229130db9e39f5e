import type {
  DisposableCardCart,
  DisposableCardCartLine,
  DisposableCardGoods,
  DisposableCardGoodsPage,
  DisposableCardOrder,
  DisposableCardPayment,
  DisposableCardSession,
} from '@mall/schemas';
import { memberAddress } from '../trade/checkout-fixtures.ts';
import { orderActions } from '../test/order-actions.ts';

// Answers of the disposable-card API for tests, with partial overrides: Acme's birthday card of
// the seed (200 points) and goods of Acme's range.

/** The session's card, usable, with 200 points. */
export function cardSession(overrides: Partial<DisposableCardSession> = {}): DisposableCardSession {
  return {
    cardNo: '8800 **** **** 0047',
    cardName: '艾克米生日福利卡',
    enterpriseName: '艾克米科技',
    rangeName: '艾克米一次性卡兑换专区',
    balance: 200,
    status: 'ACTIVE',
    validUntil: '2026-05-01T08:00:00.000Z',
    usedOrderSn: null,
    forfeitedPoints: null,
    ...overrides,
  };
}

/** A goods of the range: 手工曲奇礼盒 at 88 points. */
export function cardGoods(overrides: Partial<DisposableCardGoods> = {}): DisposableCardGoods {
  return {
    skuId: '1013',
    goodsId: '113',
    name: '手工曲奇礼盒 908g',
    thumbnail: '/img/goods/113.jpg',
    price: 88,
    catalogPrice: 88,
    stock: 210,
    onSale: true,
    ...overrides,
  };
}

export const TOWELS = cardGoods({
  skuId: '1018',
  goodsId: '118',
  name: '长绒棉毛巾 4条装',
  price: 50,
  catalogPrice: 59,
});

export function goodsPage(records: DisposableCardGoods[], total = records.length): DisposableCardGoodsPage {
  return { records, total, current: 1, size: 12, pages: Math.ceil(total / 12) };
}

export function cartLineOf(goods: DisposableCardGoods, num = 1): DisposableCardCartLine {
  return {
    skuId: goods.skuId,
    goodsId: goods.goodsId,
    name: goods.name,
    thumbnail: goods.thumbnail,
    price: goods.price,
    num,
    subTotal: goods.price * num,
    stock: goods.stock,
    invalidReason: null,
  };
}

/** A cart of `lines` against a balance (defaults to 200). */
export function cardCart(lines: DisposableCardCartLine[], balance = 200): DisposableCardCart {
  const points = lines.reduce((sum, line) => sum + line.subTotal, 0);
  return {
    lines,
    points,
    count: lines.reduce((sum, line) => sum + line.num, 0),
    balance,
    enough: balance >= points,
  };
}

export function cardPayment(overrides: Partial<DisposableCardPayment> = {}): DisposableCardPayment {
  return {
    sn: 'O2603010000000001',
    orderStatus: 'UNPAID',
    points: 138,
    balance: 200,
    forfeitedPoints: 62,
    enough: true,
    ...overrides,
  };
}

/** The paid order that used the card: cookies and towels to zhangwei's Hangzhou address. */
export function cardOrder(): DisposableCardOrder {
  const address = memberAddress('addr-card');
  return {
    paidByCard: true,
    order: {
      sn: 'O2603010000000001',
      orderStatus: 'PAID',
      createTime: '2026-03-01T09:00:00.000Z',
      payTime: '2026-03-01T09:05:00.000Z',
      deliverTime: null,
      completeTime: null,
      cancelTime: null,
      cancelReason: null,
      remark: null,
      consignee: {
        name: address.consigneeName,
        mobile: address.mobile,
        regionIds: address.regionIds,
        regionNames: address.regionNames,
        detail: address.detail,
        postalCode: address.postalCode,
      },
      items: [
        {
          sn: 'O2603010000000001-1',
          skuId: '1013',
          goodsId: '113',
          name: '手工曲奇礼盒 908g',
          image: '/img/goods/113.jpg',
          num: 1,
          price: 88,
          subTotal: 88,
          storeId: null,
          storeName: null,
          flashSale: false,
          afterSaleStatus: null,
          canApplyAfterSale: false,
        },
      ],
      priceDetail: { goodsPoints: 88, freightPoints: 0, discountPoints: 0, points: 88, checkedNum: 1 },
      coupon: null,
      logisticsCompany: null,
      logisticsNo: null,
      actions: orderActions(),
    },
  };
}
