import type { BlockDefinition } from '@mall/runtime';
import type { ClassifyShowOptions } from '@mall/schemas';
import { CLASSIFY_SHOW_HEIGHT } from './classify-show-layout.ts';

/**
 * The block `classifyShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<ClassifyShowOptions> = {
  load: () => import('./ClassifyShow.tsx').then((m) => m.ClassifyShow),
  skeletonHeight: CLASSIFY_SHOW_HEIGHT,
  starts: 'touched',
};
