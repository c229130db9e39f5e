import type { BlockDefinition } from '@mall/runtime';
import type { PointSearchOptions } from '@mall/schemas';
import { POINT_SEARCH_HEIGHT } from './point-search-layout.ts';

/**
 * The block `pointSearch` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<PointSearchOptions> = {
  load: () => import('./PointSearch.tsx').then((m) => m.PointSearch),
  skeletonHeight: POINT_SEARCH_HEIGHT,
  starts: 'touched',
};
