import type { Footprint } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Locale } from './locale.ts';
import { limitOffset, type ListPage } from './list-page.ts';

// Goods the member viewed: the list, and removing some or all. The goods detail page records a
// view (services/goods-detail.ts, recordFootprint).

/** Refusal of removing footprints of which one is not the member's (nothing is removed then). */
export const NOT_A_FOOTPRINT = '足迹不存在';

/** A page of the member's footprints, most recently viewed first, at the current price. */
export async function listFootprints(
  db: DbExecutor,
  memberId: string,
  page: ListPage,
  locale: Locale,
): Promise<Footprint[]> {
  const [limit, offset] = limitOffset(page);
  return db.query<Footprint>(
    `SELECT f.id::text AS id, f.goods_id AS "goodsId", f.sku_id AS "skuId", g.images[1] AS thumbnail,
            s.price_points AS price, CASE WHEN $4 = 'en-US' AND s.name_en IS NOT NULL THEN s.name_en ELSE s.name END AS "goodsName"
     FROM footprints f JOIN skus s ON s.sku_id = f.sku_id JOIN goods g ON g.goods_id = f.goods_id
     WHERE f.member_id = $1
     ORDER BY f.viewed_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset, locale],
  );
}

/** Removes all the member's footprints. */
export async function clearFootprints(db: DbExecutor, memberId: string): Promise<void> {
  await db.query('DELETE FROM footprints WHERE member_id = $1', [memberId]);
}

/** Removes the member's footprints of these ids, all or none: one that is not theirs refuses the lot. */
export async function removeFootprints(db: Db, memberId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.query(
      'DELETE FROM footprints WHERE member_id = $1 AND id = ANY($2::bigint[]) RETURNING id',
      [memberId, [...new Set(ids)]],
    );
    // Throwing rolls the deletion back.
    if (removed.length !== new Set(ids).size) throw new ApiError(400, NOT_A_FOOTPRINT);
  });
}
