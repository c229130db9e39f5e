import type { BlockDefinition } from '@mall/runtime';
import type { HotColumnOptions } from '@mall/schemas';
import { HOT_COLUMN_HEIGHT } from './hot-column-layout.ts';

/**
 * The block `hotColumn` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<HotColumnOptions> = {
  load: () => import('./HotColumn.tsx').then((m) => m.HotColumn),
  skeletonHeight: HOT_COLUMN_HEIGHT,
  starts: 'touched',
};
