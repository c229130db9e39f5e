import type { BlockDefinition } from '@mall/runtime';
import type { GoodsListOptions } from '@mall/schemas';
import { listedGoodsPlan } from '../parts/listed-goods-plan.ts';
import { GOODS_LIST_HEIGHT } from './goods-list-layout.ts';

/**
 * The block `goodsList` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<GoodsListOptions> = {
  load: () => import('./GoodsList.tsx').then((m) => m.GoodsList),
  skeletonHeight: GOODS_LIST_HEIGHT,
  planGoodsOf: listedGoodsPlan,
  starts: 'touched',
};
