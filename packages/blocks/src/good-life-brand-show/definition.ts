import type { BlockDefinition } from '@mall/runtime';
import type { GoodLifeBrandShowOptions } from '@mall/schemas';
import { GOOD_LIFE_BRAND_SHOW_HEIGHT } from './good-life-brand-show-layout.ts';

/**
 * The block `goodLifeBrandShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<GoodLifeBrandShowOptions> = {
  load: () => import('./GoodLifeBrandShow.tsx').then((m) => m.GoodLifeBrandShow),
  skeletonHeight: GOOD_LIFE_BRAND_SHOW_HEIGHT,
  starts: 'touched',
};
