import type { CartView } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { cartViewOf, loadCartLines, type Shopper } from './cart-lines.ts';

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
  otherGoods: '只能切换为同一商品的其他规格',
} as const;

/** Message of a removal naming a SKU that is not in the cart (nothing is removed then). */
export const NOT_IN_CART = '购物车中没有该商品';

/** The member's cart, priced, with its stores and what the ticked lines cost. */
export async function viewCart(db: DbExecutor, shopper: Shopper): Promise<CartView> {
  return cartViewOf(await loadCartLines(db, shopper), shopper.locale);
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
  await db.transaction((tx) => addLine(tx, memberId, skuId, num));
}

/** Adds `num` units of a SKU inside a transaction, with the checks of `addToCart`. */
async function addLine(tx: DbExecutor, memberId: string, skuId: string, num: number): Promise<void> {
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

/** Ticks or unticks lines of the member's cart: every line, one store's, or one SKU's. */
export async function tickCart(
  db: Db,
  memberId: string,
  which: { all: true } | { storeId: string } | { skuId: string },
  checked: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const touched =
      'all' in which
        ? await tx.query('UPDATE cart_items SET checked = $2 WHERE member_id = $1 RETURNING id', [
            memberId,
            checked,
          ])
        : 'storeId' in which
          ? await tx.query(
              `UPDATE cart_items c SET checked = $3 FROM skus s JOIN goods g ON g.goods_id = s.goods_id
               WHERE c.member_id = $1 AND s.sku_id = c.sku_id AND COALESCE(g.store_id, '') = $2 RETURNING c.id`,
              [memberId, which.storeId, checked],
            )
          : await tx.query(
              'UPDATE cart_items SET checked = $3 WHERE member_id = $1 AND sku_id = $2 RETURNING id',
              [memberId, which.skuId, checked],
            );
    if (touched.length === 0 && !('all' in which)) throw new ApiError(400, NOT_IN_CART);
  });
}

/** Sets the units of one line: at least 1, at most the stock and `CART_LINE_MAX`. */
export async function setCartNum(db: Db, memberId: string, skuId: string, num: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx.query<{ stock: number }>(
      `SELECT s.stock FROM cart_items c JOIN skus s ON s.sku_id = c.sku_id
       WHERE c.member_id = $1 AND c.sku_id = $2 FOR UPDATE OF c`,
      [memberId, skuId],
    );
    if (!line) throw new ApiError(400, NOT_IN_CART);
    if (num > CART_LINE_MAX) throw refused(CART_MESSAGES.lineLimit);
    if (num > line.stock) throw refused(CART_MESSAGES.outOfStock);
    await tx.query(
      'UPDATE cart_items SET num = $3, updated_at = now() WHERE member_id = $1 AND sku_id = $2',
      [memberId, skuId, num],
    );
  });
}

/** Empties the member's cart. */
export async function clearCart(db: DbExecutor, memberId: string): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE member_id = $1', [memberId]);
}

/**
 * Moves a line to another SKU of the same goods (another spec), keeping its units and tick; merges
 * into a line of that SKU already in the cart.
 */
export async function changeCartSpec(
  db: Db,
  memberId: string,
  skuId: string,
  newSkuId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx.query<{ num: number; checked: boolean; goodsId: string }>(
      `SELECT c.num, c.checked, s.goods_id AS "goodsId" FROM cart_items c JOIN skus s ON s.sku_id = c.sku_id
       WHERE c.member_id = $1 AND c.sku_id = $2 FOR UPDATE OF c`,
      [memberId, skuId],
    );
    if (!line) throw new ApiError(400, NOT_IN_CART);
    if (newSkuId === skuId) return;
    const [target] = await tx.query<{ goodsId: string }>(
      'SELECT goods_id AS "goodsId" FROM skus WHERE sku_id = $1',
      [newSkuId],
    );
    if (!target) throw refused(CART_MESSAGES.skuNotFound);
    if (target.goodsId !== line.goodsId) throw refused(CART_MESSAGES.otherGoods);
    await tx.query('DELETE FROM cart_items WHERE member_id = $1 AND sku_id = $2', [memberId, skuId]);
    await addLine(tx, memberId, newSkuId, line.num);
    if (!line.checked)
      await tx.query('UPDATE cart_items SET checked = false WHERE member_id = $1 AND sku_id = $2', [
        memberId,
        newSkuId,
      ]);
  });
}

/** Adds several SKUs at once (buy again): all of them, or none when one is refused. */
export async function addGoodsListToCart(
  db: Db,
  memberId: string,
  lines: readonly { skuId: string; num: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { skuId, num } of lines) await addLine(tx, memberId, skuId, num);
  });
}
