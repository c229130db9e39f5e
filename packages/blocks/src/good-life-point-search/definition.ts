import type { BlockDefinition } from '@mall/runtime';
import type { GoodLifePointSearchOptions } from '@mall/schemas';
import { GOOD_LIFE_POINT_SEARCH_HEIGHT } from './good-life-point-search-layout.ts';

/**
 * The block `goodLifePointSearch` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<GoodLifePointSearchOptions> = {
  load: () => import('./GoodLifePointSearch.tsx').then((m) => m.GoodLifePointSearch),
  skeletonHeight: GOOD_LIFE_POINT_SEARCH_HEIGHT,
  starts: 'touched',
};
