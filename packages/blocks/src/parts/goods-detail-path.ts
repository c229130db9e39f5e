import type { Goods } from '@mall/schemas';
import { withQuery } from './link-href.ts';

/** The goods detail of a goods item (spec 02): `/goodsDetail?skuId&goodsId`. */
export function goodsDetailPath(goods: Pick<Goods, 'skuId' | 'goodsId'>): string {
  return withQuery('/goodsDetail', { skuId: goods.skuId, goodsId: goods.goodsId });
}
