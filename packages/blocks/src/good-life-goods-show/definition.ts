import type { BlockDefinition } from '@mall/runtime';
import type { GoodLifeGoodsShowOptions } from '@mall/schemas';
import { GOOD_LIFE_GOODS_SHOW_HEIGHT } from './good-life-goods-show-layout.ts';
import { goodLifeGoodsShowPlan } from './good-life-goods-show-plan.ts';

/**
 * The block `goodLifeGoodsShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<GoodLifeGoodsShowOptions> = {
  load: () => import('./GoodLifeGoodsShow.tsx').then((m) => m.GoodLifeGoodsShow),
  skeletonHeight: GOOD_LIFE_GOODS_SHOW_HEIGHT,
  planGoodsOf: goodLifeGoodsShowPlan,
  starts: 'touched',
};
