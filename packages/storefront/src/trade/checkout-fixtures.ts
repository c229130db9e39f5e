import type { CheckoutAddress, CheckoutCoupon, CheckoutView, MemberAddress } from '@mall/schemas';
import { cartLine, cartOf } from './cart-fixtures.ts';

// Checkout answers for tests and stories, with partial overrides.

/** One of the member's addresses (Hangzhou, the default); `overrides` change any of it. */
export function memberAddress(id: string, overrides: Partial<MemberAddress> = {}): MemberAddress {
  return {
    id,
    consigneeName: '张伟',
    mobile: '13800000001',
    regionIds: ['33', '3301', '330106'],
    regionNames: '浙江省 杭州市 西湖区',
    detail: '文三路 90 号',
    postalCode: '310012',
    email: 'zhangwei@example.com',
    landline: null,
    remark: null,
    alias: null,
    isDefault: true,
    createTime: '2026-01-05T08:00:00Z',
    updateTime: '2026-01-05T08:00:00Z',
    ...overrides,
  };
}

/** An address as checkout lists it: deliverable unless some goods are not delivered there. */
export function checkoutAddress(address: MemberAddress, undeliverableSkuIds: string[] = []): CheckoutAddress {
  return { address, deliverable: undeliverableSkuIds.length === 0, undeliverableSkuIds };
}

/** A coupon of `points` off, usable unless a `reason` says why not. */
export function checkoutCoupon(
  id: string,
  points: number,
  { reason = null, threshold = 0 }: { reason?: string | null; threshold?: number } = {},
): CheckoutCoupon {
  return {
    coupon: {
      id,
      couponName: `满${threshold}减${points}`,
      couponType: 'PRICE',
      price: points,
      couponDiscount: null,
      consumeThreshold: threshold,
      scopeType: 'ALL',
      scopeId: null,
      storeId: '0',
      storeName: '平台',
      startTime: '2026-01-01T00:00:00Z',
      endTime: '2026-12-31T15:59:59Z',
    },
    usable: reason === null,
    reason,
    discountPoints: reason === null ? points : 0,
  };
}

/**
 * The checkout of two lines of store s3 (30 and 20 points: 6 freight) shipped to `address`, with
 * `coupons` on offer and `couponId` applied when usable; the member holds `balance` points, and
 * the goods need a visitor when `visitorRequired`.
 */
export function checkoutView({
  address = checkoutAddress(memberAddress('a1')),
  coupons = [],
  couponId = null,
  balance = 1000,
  visitorRequired = false,
}: {
  address?: CheckoutAddress | null;
  coupons?: CheckoutCoupon[];
  couponId?: string | null;
  balance?: number;
  visitorRequired?: boolean;
} = {}): CheckoutView {
  const cart = cartOf([
    cartLine('1', { goodsSku: { goodsName: '五常大米 5kg 袋装' }, purchasePrice: 30 }),
    cartLine('2', { goodsSku: { goodsName: '明前龙井' }, purchasePrice: 20, marketId: 'market-flash-daily' }),
  ]);
  const applied = coupons.find((offer) => offer.coupon.id === couponId && offer.usable) ?? null;
  const discountPoints = applied?.discountPoints ?? 0;
  return {
    skuList: cart.skuList,
    stores: cart.stores,
    priceDetail: {
      ...cart.priceDetail,
      discountPoints,
      points: cart.priceDetail.points - discountPoints,
    },
    coupons,
    couponId: applied ? applied.coupon.id : null,
    address,
    planCheck: { pass: true, separateSkuIds: [], message: null },
    balance,
    visitorRequired,
  };
}
