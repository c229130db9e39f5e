import type { BlockDefinition } from '@mall/runtime';
import type { GoodsList1Options } from '@mall/schemas';
import { listedGoodsPlan } from '../parts/listed-goods-plan.ts';
import { GOODS_LIST_1_HEIGHT } from './goods-list-1-layout.ts';

/**
 * The block `goodsList1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<GoodsList1Options> = {
  load: () => import('./GoodsList1.tsx').then((m) => m.GoodsList1),
  skeletonHeight: GOODS_LIST_1_HEIGHT,
  planGoodsOf: listedGoodsPlan,
  starts: 'touched',
};
