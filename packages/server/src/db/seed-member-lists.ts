import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DbExecutor } from './db.ts';
import { pointsFromFen } from '../services/money.ts';
import { seedOrderHistory, type SeedOrderTimes } from './seed-order-history.ts';

// ---------------------------------------------------------------------------------------------
// Shapes of fixtures/seed/member-lists.json. Times are hours before (or, for coupons, after) the
// moment of seeding, so a fresh seed always has recent orders and live coupons.

interface SeedCartItem {
  memberId: string;
  skuId: string;
  num: number;
  /** Defaults to `true`. */
  checked?: boolean;
}

export interface SeedOrder extends SeedOrderTimes {
  memberId: string;
  orderStatus: 'UNPAID' | 'PAID' | 'UNDELIVERED' | 'DELIVERED' | 'COMPLETED' | 'TAKE' | 'CANCELLED';
  /** Cash part of the order (freight); the goods are paid in points. Defaults to `0`. */
  freightFen?: number;
  items: { skuId: string; num: number }[];
}

interface SeedCoupon {
  id: string;
  couponName: string;
  couponType: 'PRICE' | 'DISCOUNT';
  priceFen?: number;
  discountPercent?: number;
  consumeThresholdFen: number;
  scopeType: 'ALL' | 'PORTION_GOODS' | 'PORTION_GOODS_CATEGORY';
  scopeId?: string;
  storeId: string;
  storeName: string;
  startsInHours: number;
  endsInHours: number;
  audience: string[] | null;
  publishNum: number;
}

interface SeedMemberCoupon {
  memberId: string;
  couponId: string;
  claimedHoursAgo: number;
}

interface SeedFavorite {
  memberId: string;
  skuId: string;
  createdHoursAgo: number;
}

interface SeedFootprint {
  memberId: string;
  skuId: string;
  viewedHoursAgo: number;
}

/** Where a member's seeded orders were sent, as checkout copies it from the address chosen. */
export interface SeedConsignee {
  name: string;
  mobile: string;
  regionIds: string[];
  regionNames: string;
  detail: string;
  postalCode: string;
}

interface SeedMemberLists {
  cartItems: SeedCartItem[];
  /**
   * Per member, the address their seeded orders go to: every order checkout places has one, and an
   * order without it reads "this order needs no address" however it was shipped (issue 22).
   */
  consignees: Record<string, SeedConsignee>;
  orders: SeedOrder[];
  coupons: SeedCoupon[];
  memberCoupons: SeedMemberCoupon[];
  favorites: SeedFavorite[];
  footprints: SeedFootprint[];
}

/** What an order line copies from the catalogue when it is placed. */
export interface SkuSnapshot {
  goodsId: string;
  name: string;
  image: string | null;
  pricePoints: number;
}

/**
 * Seeds the demo members' carts, orders, coupons, favourites and footprints from
 * `seed/member-lists.json`. Runs after goods and members are seeded; existing rows are left alone
 * (`ON CONFLICT DO NOTHING`), so running it again changes nothing.
 */
export async function seedMemberLists(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const lists = JSON.parse(
    readFileSync(join(fixturesDir, 'seed/member-lists.json'), 'utf8'),
  ) as SeedMemberLists;
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = (hours: number) => new Date(minute + hours * 3_600_000);

  // Order lines and favourites take the goods id, name, picture and price from the SKU, as a real
  // order would at checkout.
  const skus = new Map(
    (
      await tx.query<SkuSnapshot & { skuId: string }>(
        `SELECT s.sku_id AS "skuId", s.goods_id AS "goodsId", s.name, g.images[1] AS image,
                s.price_points AS "pricePoints"
         FROM skus s JOIN goods g ON g.goods_id = s.goods_id`,
      )
    ).map((row) => [row.skuId, row]),
  );
  const sku = (skuId: string): SkuSnapshot => {
    const found = skus.get(skuId);
    if (!found) throw new Error(`seed/member-lists.json names SKU ${skuId}, which is not in seed/goods.json`);
    return found;
  };

  for (const item of lists.cartItems) {
    await tx.query(
      `INSERT INTO cart_items (member_id, sku_id, num, checked) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [item.memberId, item.skuId, item.num, item.checked ?? true],
    );
  }

  const consigneeOf = (memberId: string): SeedConsignee => {
    const consignee = lists.consignees[memberId];
    if (!consignee)
      throw new Error(`seed/member-lists.json has orders of ${memberId} but no consignee for them`);
    return consignee;
  };

  for (const order of lists.orders) {
    await seedOrder(
      tx,
      order,
      consigneeOf(order.memberId),
      order.items.map((item) => ({ ...item, ...sku(item.skuId) })),
      at,
    );
  }

  const claims = new Map<string, number>();
  for (const claim of lists.memberCoupons) claims.set(claim.couponId, (claims.get(claim.couponId) ?? 0) + 1);
  for (const c of lists.coupons) {
    await tx.query(
      `INSERT INTO coupons (id, coupon_name, coupon_type, price_fen, discount_percent, consume_threshold_fen,
                            scope_type, scope_id, store_id, store_name, start_time, end_time, audience,
                            publish_num, received_num)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT DO NOTHING`,
      [
        c.id,
        c.couponName,
        c.couponType,
        c.priceFen ?? null,
        c.discountPercent ?? null,
        c.consumeThresholdFen,
        c.scopeType,
        c.scopeId ?? null,
        c.storeId,
        c.storeName,
        at(c.startsInHours),
        at(c.endsInHours),
        c.audience,
        c.publishNum,
        claims.get(c.id) ?? 0,
      ],
    );
  }
  for (const claim of lists.memberCoupons) {
    await tx.query(
      `INSERT INTO member_coupons (member_id, coupon_id, claimed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [claim.memberId, claim.couponId, at(-claim.claimedHoursAgo)],
    );
  }

  for (const f of lists.favorites) {
    await tx.query(
      `INSERT INTO favorites (member_id, sku_id, goods_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [f.memberId, f.skuId, sku(f.skuId).goodsId, at(-f.createdHoursAgo)],
    );
  }

  for (const f of lists.footprints) {
    await tx.query(
      `INSERT INTO footprints (member_id, sku_id, goods_id, viewed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [f.memberId, f.skuId, sku(f.skuId).goodsId, at(-f.viewedHoursAgo)],
    );
  }
}

/**
 * Writes a seeded order with its lines and history, as checkout and the order's life would have;
 * an order already there is left alone. Shared by the member lists and the goods reviews' seed.
 */
export async function seedOrder(
  tx: DbExecutor,
  order: SeedOrder,
  consignee: SeedConsignee,
  lines: readonly (SkuSnapshot & { skuId: string; num: number })[],
  at: (hours: number) => Date,
): Promise<void> {
  const goodsPoints = lines.reduce((sum, line) => sum + line.pricePoints * line.num, 0);
  const freightFen = order.freightFen ?? 0;
  // One point a yuan: the freight is paid in points too.
  const freightPoints = pointsFromFen(freightFen);
  const points = goodsPoints + freightPoints;
  const inserted = await tx.query(
    `INSERT INTO orders (sn, member_id, order_status, points, flow_price_fen, freight_fen, goods_points,
                         freight_points, create_time, pay_time, updated_at, consignee)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9, $11) ON CONFLICT DO NOTHING RETURNING sn`,
    [
      order.sn,
      order.memberId,
      order.orderStatus,
      points,
      points * 100,
      freightFen,
      goodsPoints,
      freightPoints,
      at(-order.createdHoursAgo),
      order.paidHoursAgo === undefined ? null : at(-order.paidHoursAgo),
      JSON.stringify(consignee),
    ],
  );
  if (inserted.length === 0) return;
  await seedOrderHistory(tx, order, at);
  for (const [i, line] of lines.entries()) {
    await tx.query(
      `INSERT INTO order_items (sn, order_sn, sku_id, goods_id, name, image, num, price_points, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        `${order.sn}-${i + 1}`,
        order.sn,
        line.skuId,
        line.goodsId,
        line.name,
        line.image,
        line.num,
        line.pricePoints,
        i,
      ],
    );
  }
}
