import type { CartList, CartSku } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

// The member's cart: its lines, how many units it holds, adding and removing SKUs. Every query is
// filtered by the member, so nobody ever reads or changes another member's cart.

/** Most units of one SKU a cart line may hold. */
export const CART_LINE_MAX = 999;

/**
 * Code of a refusal the storefront shows itself (spec 01 section 8: code 3e4 comes back to the
 * caller as data), so a failed add to cart appears as a warning with this message, not a toast.
 */
export const CART_REFUSED_CODE = 30_000;

/** Messages of a refused add to cart. */
export const CART_MESSAGES = {
  skuNotFound: '商品不存在',
  offSale: '商品已下架',
  outOfStock: '商品库存不足',
  lineLimit: `单个商品最多可加购${CART_LINE_MAX}件`,
} as const;

/** Message of a removal naming a SKU that is not in the cart (nothing is removed then). */
export const NOT_IN_CART = '购物车中没有该商品';

interface CartRow {
  skuId: string;
  goodsId: string;
  goodsName: string;
  thumbnail: string | null;
  price: number;
  num: number;
  checked: boolean;
}

/** The member's cart lines, most recently added first. */
export async function listCart(db: DbExecutor, memberId: string): Promise<CartList> {
  const rows = await db.query<CartRow>(
    `SELECT c.sku_id AS "skuId", s.goods_id AS "goodsId", s.name AS "goodsName", g.images[1] AS thumbnail,
            s.price_points AS price, c.num, c.checked
     FROM cart_items c JOIN skus s ON s.sku_id = c.sku_id JOIN goods g ON g.goods_id = s.goods_id
     WHERE c.member_id = $1
     ORDER BY c.created_at DESC, c.id DESC`,
    [memberId],
  );
  const skuList = rows.map(
    (row): CartSku => ({
      goodsSku: {
        id: row.skuId,
        goodsId: row.goodsId,
        goodsName: row.goodsName,
        thumbnail: row.thumbnail,
        price: row.price,
      },
      num: row.num,
      // No promotion prices yet: a unit costs the SKU's points price.
      purchasePrice: row.price,
      checked: row.checked,
    }),
  );
  return { skuList };
}

/** How many units the member's cart holds (the badge count): the sum of the lines' quantities. */
export async function countCart(db: DbExecutor, memberId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT COALESCE(SUM(num), 0)::int AS count FROM cart_items WHERE member_id = $1',
    [memberId],
  );
  return row?.count ?? 0;
}

function refused(message: string): ApiError {
  return new ApiError(400, message, CART_REFUSED_CODE);
}

/**
 * Adds `num` units of a SKU to the member's cart, on top of a line already there. Refuses an unknown
 * or delisted SKU, more than the stock, or a line above `CART_LINE_MAX`; a refusal writes nothing.
 * The stock is checked, not reserved: checkout checks it again.
 */
export async function addToCart(db: Db, memberId: string, skuId: string, num: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [sku] = await tx.query<{ stock: number; onSale: boolean }>(
      `SELECT s.stock, g.on_sale AS "onSale" FROM skus s JOIN goods g ON g.goods_id = s.goods_id
       WHERE s.sku_id = $1`,
      [skuId],
    );
    if (!sku) throw refused(CART_MESSAGES.skuNotFound);
    if (!sku.onSale) throw refused(CART_MESSAGES.offSale);
    // Locks the member's line, so two adds at once cannot both pass the checks below.
    const [line] = await tx.query<{ num: number }>(
      'SELECT num FROM cart_items WHERE member_id = $1 AND sku_id = $2 FOR UPDATE',
      [memberId, skuId],
    );
    const total = (line?.num ?? 0) + num;
    if (total > CART_LINE_MAX) throw refused(CART_MESSAGES.lineLimit);
    if (total > sku.stock) throw refused(CART_MESSAGES.outOfStock);
    await tx.query(
      `INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, sku_id) DO UPDATE SET num = cart_items.num + EXCLUDED.num, updated_at = now()`,
      [memberId, skuId, num],
    );
  });
}

/**
 * Takes SKUs out of the member's cart. All or nothing: when one of them is not in the cart, the
 * request is refused and the cart is left as it was.
 */
export async function removeFromCart(db: Db, memberId: string, skuIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(skuIds)];
  await db.transaction(async (tx) => {
    const removed = await tx.query(
      'DELETE FROM cart_items WHERE member_id = $1 AND sku_id = ANY($2) RETURNING sku_id',
      [memberId, wanted],
    );
    if (removed.length !== wanted.length) throw new ApiError(400, NOT_IN_CART);
  });
}
