import type { BlockDefinition } from '@mall/runtime';
import type { FreeGoodsShowOptions } from '@mall/schemas';
import { FREE_GOODS_SHOW_HEIGHT } from './free-goods-show-layout.ts';
import { listedGoodsPlan } from '../parts/listed-goods-plan.ts';

/**
 * The block `freeGoodsShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<FreeGoodsShowOptions> = {
  load: () => import('./FreeGoodsShow.tsx').then((m) => m.FreeGoodsShow),
  skeletonHeight: FREE_GOODS_SHOW_HEIGHT,
  planGoodsOf: listedGoodsPlan,
  starts: 'touched',
};
