import type { BlockDefinition } from '@mall/runtime';
import type { SpecialDiscountOptions } from '@mall/schemas';
import { SPECIAL_DISCOUNT_HEIGHT } from './special-discount-layout.ts';
import { listedGoodsPlan } from '../parts/listed-goods-plan.ts';

/**
 * The block `specialDiscount` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<SpecialDiscountOptions> = {
  load: () => import('./SpecialDiscount.tsx').then((m) => m.SpecialDiscount),
  skeletonHeight: SPECIAL_DISCOUNT_HEIGHT,
  planGoodsOf: listedGoodsPlan,
};
