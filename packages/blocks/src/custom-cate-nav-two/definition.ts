import type { BlockDefinition } from '@mall/runtime';
import type { CustomCateNavTwoOptions } from '@mall/schemas';
import { CUSTOM_CATE_NAV_TWO_HEIGHT } from './custom-cate-nav-two-layout.ts';

/**
 * The block `customCateNavTwo` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<CustomCateNavTwoOptions> = {
  load: () => import('./CustomCateNavTwo.tsx').then((m) => m.CustomCateNavTwo),
  skeletonHeight: CUSTOM_CATE_NAV_TWO_HEIGHT,
  slot: 'header',
  starts: 'touched',
};
