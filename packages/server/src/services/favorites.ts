import type { Favorite, FavoritePage } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { CART_MESSAGES } from './cart.ts';
import type { Locale } from './locale.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';

// The member's favourite goods (collection type GOODS): the list, adding one (from the goods
// detail page), asking whether a SKU is one, and cancelling one.

/** Message of cancelling a favourite the member does not have. */
export const NOT_A_FAVORITE = '未收藏该商品';

/** Refusal of favouriting a SKU twice (spec 02 section 8), in the caller's language. */
export const DUPLICATE_FAVORITE = {
  'zh-CN': '不能重复收藏',
  'en-US': 'Unable to duplicate favorites',
} as const;

/** Favourites a SKU; refused (nothing written) when it is no SKU or already a favourite. */
export async function addFavorite(
  db: DbExecutor,
  memberId: string,
  skuId: string,
  locale: keyof typeof DUPLICATE_FAVORITE,
): Promise<void> {
  const [sku] = await db.query<{ goodsId: string }>(
    'SELECT goods_id AS "goodsId" FROM skus WHERE sku_id = $1',
    [skuId],
  );
  if (!sku) throw new ApiError(400, CART_MESSAGES.skuNotFound);
  // The unique key (member, SKU) decides, so two clicks at once still make one favourite.
  const added = await db.query(
    `INSERT INTO favorites (member_id, sku_id, goods_id) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, sku_id) DO NOTHING RETURNING id`,
    [memberId, skuId, sku.goodsId],
  );
  if (added.length === 0) throw new ApiError(400, DUPLICATE_FAVORITE[locale]);
}

/** Whether the member favourited the SKU. */
export async function isFavorite(db: DbExecutor, memberId: string, skuId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM favorites WHERE member_id = $1 AND sku_id = $2', [
    memberId,
    skuId,
  ]);
  return rows.length > 0;
}

/** A page of the member's favourite goods, newest first, at their current price. */
export async function listFavorites(
  db: DbExecutor,
  memberId: string,
  page: ListPage,
  locale: Locale,
): Promise<FavoritePage> {
  const [limit, offset] = limitOffset(page);
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM favorites WHERE member_id = $1',
    [memberId],
  );
  const records = await db.query<Favorite>(
    `SELECT f.sku_id AS "skuId", f.goods_id AS "goodsId", g.images[1] AS image, s.price_points AS price,
            CASE WHEN $4 = 'en-US' AND s.name_en IS NOT NULL THEN s.name_en ELSE s.name END AS "goodsName"
     FROM favorites f JOIN skus s ON s.sku_id = f.sku_id JOIN goods g ON g.goods_id = f.goods_id
     WHERE f.member_id = $1
     ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset, locale],
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
