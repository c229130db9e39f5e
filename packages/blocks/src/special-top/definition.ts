import type { BlockDefinition } from '@mall/runtime';
import type { SpecialTopOptions } from '@mall/schemas';
import { SPECIAL_TOP_HEIGHT } from './special-top-layout.ts';

/**
 * The block `specialTop` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<SpecialTopOptions> = {
  load: () => import('./SpecialTop.tsx').then((m) => m.SpecialTop),
  skeletonHeight: SPECIAL_TOP_HEIGHT,
  starts: 'touched',
};
