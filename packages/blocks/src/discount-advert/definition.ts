import type { BlockDefinition } from '@mall/runtime';
import type { DiscountAdvertOptions } from '@mall/schemas';
import { DISCOUNT_ADVERT_HEIGHT } from './discount-advert-layout.ts';

/**
 * The block `discountAdvert` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<DiscountAdvertOptions> = {
  load: () => import('./DiscountAdvert.tsx').then((m) => m.DiscountAdvert),
  skeletonHeight: DISCOUNT_ADVERT_HEIGHT,
  starts: 'touched',
};
