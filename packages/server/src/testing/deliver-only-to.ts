import { onTestFinished } from 'vitest';
import type { Db } from '../db/db.ts';

/**
 * Limits the goods of `skuId` to the provinces `regionIds` for the running test; when it finishes,
 * the goods are delivered everywhere again, as the seed has them.
 */
export async function deliverOnlyTo(db: Db, skuId: string, regionIds: readonly string[]): Promise<void> {
  const [{ goodsId } = { goodsId: '' }] = await db.query<{ goodsId: string }>(
    'SELECT goods_id AS "goodsId" FROM skus WHERE sku_id = $1',
    [skuId],
  );
  await db.query('UPDATE goods SET delivery_regions = $2 WHERE goods_id = $1', [goodsId, regionIds]);
  onTestFinished(async () => {
    await db.query('UPDATE goods SET delivery_regions = NULL WHERE goods_id = $1', [goodsId]);
  });
}
