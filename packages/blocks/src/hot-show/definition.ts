import type { BlockDefinition } from '@mall/runtime';
import type { HotShowOptions } from '@mall/schemas';
import { HOT_SHOW_HEIGHT } from './hot-show-layout.ts';
import { listedGoodsPlan } from '../parts/listed-goods-plan.ts';

/**
 * The block `hotShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<HotShowOptions> = {
  load: () => import('./HotShow.tsx').then((m) => m.HotShow),
  skeletonHeight: HOT_SHOW_HEIGHT,
  planGoodsOf: listedGoodsPlan,
  starts: 'touched',
};
