import type {
  CartSku,
  CartView,
  Coupon,
  Favorite,
  Footprint,
  OrderActions,
  OrderStatus,
  OrderSummary,
  PriceDetail,
} from '@mall/schemas';
import goods from '../../../../fixtures/seed/goods.json';
import memberLists from '../../../../fixtures/seed/member-lists.json';
import type { ToolbarServices } from '../shell/drawers/ToolbarServices.tsx';

// Story and test support: the side toolbar's services in memory, filled from the same seed the
// server uses (fixtures/seed/member-lists.json joined with goods.json), as zhangwei sees them.
// Removing, claiming, cancelling and adding change the in-memory lists, so a story behaves like the
// real drawers without any network.

/** The member whose seed rows the stories show (zhangwei of ent-acme). */
export const STORY_LIST_MEMBER = { memberId: 'mbr-acme-zhang', oneId: 'ent-acme' } as const;

/** The moment the story data counts its relative times from. */
export const STORY_LIST_TIME = new Date('2026-03-01T08:00:00.000Z');

const hoursFromStoryTime = (hours: number) =>
  new Date(STORY_LIST_TIME.getTime() + hours * 3_600_000).toISOString();

const skus = new Map(
  goods.flatMap((g) =>
    g.skus.map((s) => [
      s.skuId,
      {
        skuId: s.skuId,
        goodsId: g.goodsId,
        name: 'spec' in s && s.spec ? `${g.name} ${s.spec}` : g.name,
        image: g.images[0] ?? null,
        price: s.pricePoints,
      },
    ]),
  ),
);

function sku(skuId: string) {
  const found = skus.get(skuId);
  if (!found) throw new Error(`no SKU ${skuId} in fixtures/seed/goods.json`);
  return found;
}

const NO_PRICE: PriceDetail = {
  goodsPoints: 0,
  freightPoints: 0,
  discountPoints: 0,
  points: 0,
  checkedNum: 0,
};

/** A cart line of a seeded SKU at its catalogue price. */
function cartLine(skuId: string, num: number, checked: boolean): CartSku {
  const s = sku(skuId);
  return {
    goodsSku: {
      id: s.skuId,
      goodsId: s.goodsId,
      goodsName: s.name,
      thumbnail: s.image,
      price: s.price,
      storeId: null,
      storeName: null,
    },
    num,
    purchasePrice: s.price,
    subTotal: s.price * num,
    checked,
    stock: 999,
    invalidReason: null,
    marketId: null,
    separatePlanName: null,
  };
}

/** What the member may do with an order of a status, as the server answers it. */
function actionsOf(status: OrderStatus): OrderActions {
  return {
    pay: status === 'UNPAID',
    cancel: status === 'UNPAID' || status === 'PAID' || status === 'UNDELIVERED',
    receive: status === 'DELIVERED',
    delete: status === 'CANCELLED' || status === 'COMPLETED',
    afterSale: ['PAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED', 'TAKE'].includes(status),
    logistics: status === 'DELIVERED' || status === 'COMPLETED',
  };
}

/** The lists the toolbar's drawers show. */
export interface StoryToolbarData {
  cart: CartView;
  orders: OrderSummary[];
  coupons: Coupon[];
  favorites: Favorite[];
  footprints: Footprint[];
}

/** zhangwei's lists from the seed, shaped as the API answers them. */
export function storyToolbarData(): StoryToolbarData {
  const mine = <T extends { memberId: string }>(rows: T[]) =>
    rows.filter((row) => row.memberId === STORY_LIST_MEMBER.memberId);
  const claimedByMe = new Set(mine(memberLists.memberCoupons).map((claim) => claim.couponId));
  const claimsOf = (couponId: string) =>
    memberLists.memberCoupons.filter((claim) => claim.couponId === couponId).length;

  return {
    cart: {
      skuList: mine(memberLists.cartItems)
        .reverse()
        .map((line) => cartLine(line.skuId, line.num, 'checked' in line ? line.checked !== false : true)),
      stores: [],
      priceDetail: NO_PRICE,
      count: mine(memberLists.cartItems).reduce((sum, line) => sum + line.num, 0),
    },
    orders: mine(memberLists.orders)
      .sort((a, b) => a.createdHoursAgo - b.createdHoursAgo)
      .map((order) => {
        const lines = order.items.map((item) => ({ ...sku(item.skuId), num: item.num }));
        const points = ({ freightFen }: { freightFen?: number }) =>
          lines.reduce((sum, line) => sum + line.price * line.num, 0) + (freightFen ?? 0) / 100;
        return {
          sn: order.sn,
          orderStatus: order.orderStatus as OrderStatus,
          createTime: hoursFromStoryTime(-order.createdHoursAgo),
          flowPrice: points(order),
          points: points(order),
          goodsNum: lines.reduce((sum, line) => sum + line.num, 0),
          actions: actionsOf(order.orderStatus as OrderStatus),
          orderItems: lines.map((line) => ({
            image: line.image,
            skuId: line.skuId,
            goodsId: line.goodsId,
            name: line.name,
            num: line.num,
          })),
        };
      }),
    coupons: memberLists.coupons
      .filter(
        (c) =>
          c.startsInHours <= 0 &&
          c.endsInHours > 0 &&
          claimsOf(c.id) < c.publishNum &&
          (c.audience === null || c.audience.includes(STORY_LIST_MEMBER.oneId)) &&
          !claimedByMe.has(c.id),
      )
      .sort((a, b) => a.endsInHours - b.endsInHours)
      .map((c) => ({
        id: c.id,
        couponName: c.couponName,
        couponType: c.couponType as Coupon['couponType'],
        price: 'priceFen' in c && c.priceFen !== undefined ? c.priceFen / 100 : null,
        couponDiscount:
          'discountPercent' in c && c.discountPercent !== undefined ? c.discountPercent / 10 : null,
        consumeThreshold: c.consumeThresholdFen / 100,
        scopeType: c.scopeType as Coupon['scopeType'],
        scopeId: 'scopeId' in c && c.scopeId !== undefined ? c.scopeId : null,
        storeId: c.storeId,
        storeName: c.storeName,
        startTime: hoursFromStoryTime(c.startsInHours),
        endTime: hoursFromStoryTime(c.endsInHours),
      })),
    favorites: mine(memberLists.favorites)
      .sort((a, b) => a.createdHoursAgo - b.createdHoursAgo)
      .map((f) => {
        const s = sku(f.skuId);
        return { skuId: s.skuId, goodsId: s.goodsId, image: s.image, price: s.price, goodsName: s.name };
      }),
    footprints: mine(memberLists.footprints)
      .sort((a, b) => a.viewedHoursAgo - b.viewedHoursAgo)
      .map((f, i) => {
        const s = sku(f.skuId);
        return {
          id: String(i + 1),
          goodsId: s.goodsId,
          skuId: s.skuId,
          thumbnail: s.image,
          price: s.price,
          goodsName: s.name,
        };
      }),
  };
}

/** Empty lists: the drawers' empty states. */
export const EMPTY_TOOLBAR_DATA: StoryToolbarData = {
  cart: { skuList: [], stores: [], priceDetail: NO_PRICE, count: 0 },
  orders: [],
  coupons: [],
  favorites: [],
  footprints: [],
};

export interface StoryToolbarOptions {
  /** Every call stays pending: the loading states. Defaults to `false`. */
  pending?: boolean;
  /** What the cart count answers; defaults to the units in the cart. */
  cartCount?: number;
}

/** What a story's services were asked, for tests to check. */
export interface StoryToolbarCalls {
  cartCount: number;
  claimed: string[];
  removed: string[][];
  cancelled: string[];
  added: string[];
}

const pageOf = <T>(rows: T[], pageNumber: number, pageSize: number) => ({
  records: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
  total: rows.length,
  current: pageNumber,
  size: pageSize,
  pages: Math.ceil(rows.length / pageSize),
});

/**
 * In-memory toolbar services over `data` (a copy of it: each story starts afresh). Answers after a
 * tick, as the network would; with `pending`, never.
 */
export function createStoryToolbarServices(
  data: StoryToolbarData = storyToolbarData(),
  options: StoryToolbarOptions = {},
): ToolbarServices & { calls: StoryToolbarCalls } {
  const lists: StoryToolbarData = structuredClone(data);
  const calls: StoryToolbarCalls = { cartCount: 0, claimed: [], removed: [], cancelled: [], added: [] };
  const answer = <T>(value: () => T): Promise<T> =>
    options.pending
      ? new Promise<T>(() => undefined)
      : new Promise<T>((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(value());
            } catch (error) {
              reject(error);
            }
          }, 0),
        );
  const units = () => lists.cart.skuList.reduce((sum, line) => sum + line.num, 0);

  return {
    calls,
    fetchCartCount: () => {
      calls.cartCount += 1;
      return answer(() => options.cartCount ?? units());
    },
    fetchCart: () => answer(() => structuredClone(lists.cart)),
    removeFromCart: (skuIds) => {
      calls.removed.push([...skuIds]);
      return answer(() => {
        lists.cart.skuList = lists.cart.skuList.filter((line) => !skuIds.includes(line.goodsSku.id));
      });
    },
    addToCart: (skuId, num = 1) => {
      calls.added.push(skuId);
      return answer(() => {
        const line = lists.cart.skuList.find((l) => l.goodsSku.id === skuId);
        if (line) line.num += num;
        else {
          lists.cart.skuList.unshift(cartLine(skuId, num, true));
        }
        return { ok: true as const, result: null };
      });
    },
    fetchOrders: ({ pageNumber, pageSize }) => answer(() => pageOf(lists.orders, pageNumber, pageSize)),
    fetchCoupons: ({ pageNumber, pageSize }) => answer(() => pageOf(lists.coupons, pageNumber, pageSize)),
    claimCoupon: (couponId) => {
      calls.claimed.push(couponId);
      return answer(() => {
        lists.coupons = lists.coupons.filter((c) => c.id !== couponId);
      });
    },
    fetchFavorites: ({ pageNumber, pageSize }) => answer(() => pageOf(lists.favorites, pageNumber, pageSize)),
    cancelFavorite: (skuId) => {
      calls.cancelled.push(skuId);
      return answer(() => {
        lists.favorites = lists.favorites.filter((f) => f.skuId !== skuId);
      });
    },
    fetchFootprints: ({ pageNumber, pageSize }) =>
      answer(() => lists.footprints.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)),
  };
}
