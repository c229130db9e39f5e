import type { BlockDefinition } from '@mall/runtime';
import type { BrandShowOptions } from '@mall/schemas';
import { BRAND_SHOW_HEIGHT } from './brand-show-layout.ts';

/**
 * The block `brandShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<BrandShowOptions> = {
  load: () => import('./BrandShow.tsx').then((m) => m.BrandShow),
  skeletonHeight: BRAND_SHOW_HEIGHT,
  starts: 'touched',
};
