import type { Footprint } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { limitOffset, type ListPage } from './list-page.ts';

// Goods the member viewed. Recording a view comes with the goods detail page.

/** A page of the member's footprints, most recently viewed first, at the current price. */
export async function listFootprints(db: DbExecutor, memberId: string, page: ListPage): Promise<Footprint[]> {
  const [limit, offset] = limitOffset(page);
  return db.query<Footprint>(
    `SELECT f.id::text AS id, f.goods_id AS "goodsId", f.sku_id AS "skuId", g.images[1] AS thumbnail,
            s.price_points AS price, s.name AS "goodsName"
     FROM footprints f JOIN skus s ON s.sku_id = f.sku_id JOIN goods g ON g.goods_id = f.goods_id
     WHERE f.member_id = $1
     ORDER BY f.viewed_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
}
