import type { BlockDefinition } from '@mall/runtime';
import type { FlashBuyOptions } from '@mall/schemas';
import { FLASH_BUY_HEIGHT } from './flash-buy-layout.ts';
import { flashBuyPlan } from './flash-buy-plan.ts';

/**
 * The block `flashBuy` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<FlashBuyOptions> = {
  load: () => import('./FlashBuy.tsx').then((m) => m.FlashBuy),
  skeletonHeight: FLASH_BUY_HEIGHT,
  requiresLogin: true,
  planGoodsOf: flashBuyPlan,
};
