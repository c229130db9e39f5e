import type { BlockDefinition } from '@mall/runtime';
import type { FreeGoodsShow1Options } from '@mall/schemas';
import { listedGoodsPlan } from '../parts/listed-goods-plan.ts';
import { FREE_GOODS_SHOW_1_HEIGHT } from './free-goods-show-1-layout.ts';

/**
 * The block `freeGoodsShow1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<FreeGoodsShow1Options> = {
  load: () => import('./FreeGoodsShow1.tsx').then((m) => m.FreeGoodsShow1),
  skeletonHeight: FREE_GOODS_SHOW_1_HEIGHT,
  planGoodsOf: listedGoodsPlan,
  starts: 'touched',
};
