import type { Favorite, FavoritePage } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';

// The member's favourite goods (collection type GOODS): the list and cancelling one. Adding a
// favourite comes with the goods detail page.

/** Message of cancelling a favourite the member does not have. */
export const NOT_A_FAVORITE = '未收藏该商品';

/** A page of the member's favourite goods, newest first, at their current price. */
export async function listFavorites(db: DbExecutor, memberId: string, page: ListPage): Promise<FavoritePage> {
  const [limit, offset] = limitOffset(page);
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM favorites WHERE member_id = $1',
    [memberId],
  );
  const records = await db.query<Favorite>(
    `SELECT f.sku_id AS "skuId", f.goods_id AS "goodsId", g.images[1] AS image, s.price_points AS price,
            s.name AS "goodsName"
     FROM favorites f JOIN skus s ON s.sku_id = f.sku_id JOIN goods g ON g.goods_id = f.goods_id
     WHERE f.member_id = $1
     ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return pageOf(records, counted?.total ?? 0, page);
}

/** Cancels the member's favourite of a SKU; refused (nothing written) when it is not a favourite. */
export async function cancelFavorite(db: DbExecutor, memberId: string, skuId: string): Promise<void> {
  const removed = await db.query('DELETE FROM favorites WHERE member_id = $1 AND sku_id = $2 RETURNING id', [
    memberId,
    skuId,
  ]);
  if (removed.length === 0) throw new ApiError(400, NOT_A_FAVORITE);
}
