import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';
import { seedOrder, type SeedConsignee, type SeedOrder, type SkuSnapshot } from './seed-member-lists.ts';

// Shape of fixtures/seed/goods-reviews.json: the other members' completed orders their reviews are
// of, and the reviews. Times are hours before the moment of seeding.

interface SeedReview {
  /** An item of one of the orders here, or of member-lists.json (`<order sn>-<line from 1>`). */
  orderItemSn: string;
  stars: number;
  content: string;
  /** Pictures of the reviewed goods (seed/goods.json). Defaults to none. */
  images?: string[];
  reviewedHoursAgo: number;
}

interface SeedGoodsReviews {
  consignees: Record<string, SeedConsignee>;
  orders: SeedOrder[];
  reviews: SeedReview[];
}

/**
 * Seeds the goods reviews of `seed/goods-reviews.json` with the completed orders they review, so
 * the goods detail's reviews tab shows something; the demo member zhangwei's own completed orders
 * are left unreviewed for him. Existing rows are left alone, so running it again changes nothing.
 */
export async function seedGoodsReviews(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const seed = readSeedJson<SeedGoodsReviews>(fixturesDir, 'seed/goods-reviews.json');
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = (hours: number) => new Date(minute + hours * 3_600_000);

  for (const order of seed.orders) {
    const consignee = seed.consignees[order.memberId];
    if (!consignee)
      throw new Error(`seed/goods-reviews.json has orders of ${order.memberId} but no consignee`);
    const lines = [];
    for (const item of order.items) {
      const [sku] = await tx.query<SkuSnapshot>(
        `SELECT s.goods_id AS "goodsId", s.name, g.images[1] AS image, s.price_points AS "pricePoints"
         FROM skus s JOIN goods g ON g.goods_id = s.goods_id WHERE s.sku_id = $1`,
        [item.skuId],
      );
      if (!sku)
        throw new Error(`seed/goods-reviews.json names SKU ${item.skuId}, which is not in seed/goods.json`);
      lines.push({ ...item, ...sku });
    }
    await seedOrder(tx, order, consignee, lines, at);
  }

  for (const review of seed.reviews) {
    const inserted = await tx.query(
      `INSERT INTO goods_reviews (id, member_id, order_sn, order_item_sn, goods_id, sku_id, stars, content, images,
         created_at)
       SELECT 'rev-seed-' || i.sn, o.member_id, o.sn, i.sn, i.goods_id, i.sku_id, $2, $3, $4, $5
       FROM order_items i JOIN orders o ON o.sn = i.order_sn
       WHERE i.sn = $1 AND o.order_status = 'COMPLETED'
       ON CONFLICT DO NOTHING RETURNING id`,
      [review.orderItemSn, review.stars, review.content, review.images ?? [], at(-review.reviewedHoursAgo)],
    );
    const [known] = await tx.query('SELECT 1 FROM goods_reviews WHERE order_item_sn = $1', [
      review.orderItemSn,
    ]);
    if (inserted.length === 0 && !known)
      throw new Error(`seed/goods-reviews.json reviews ${review.orderItemSn}, no item of a completed order`);
  }
}
