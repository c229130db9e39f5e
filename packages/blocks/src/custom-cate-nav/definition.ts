import type { BlockDefinition } from '@mall/runtime';
import type { CustomCateNavOptions } from '@mall/schemas';
import { CUSTOM_CATE_NAV_HEIGHT } from './custom-cate-nav-layout.ts';

/**
 * The block `customCateNav` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<CustomCateNavOptions> = {
  load: () => import('./CustomCateNav.tsx').then((m) => m.CustomCateNav),
  skeletonHeight: CUSTOM_CATE_NAV_HEIGHT,
  slot: 'header',
  starts: 'touched',
};
