import type { BlockDefinition } from '@mall/runtime';
import type { FreeGoodsShow2Options } from '@mall/schemas';
import { listedGoodsPlan } from '../parts/listed-goods-plan.ts';
import { FREE_GOODS_SHOW_2_HEIGHT } from './free-goods-show-2-layout.ts';

/**
 * The block `freeGoodsShow2` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<FreeGoodsShow2Options> = {
  load: () => import('./FreeGoodsShow2.tsx').then((m) => m.FreeGoodsShow2),
  skeletonHeight: FREE_GOODS_SHOW_2_HEIGHT,
  planGoodsOf: listedGoodsPlan,
  starts: 'touched',
};
