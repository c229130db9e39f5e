import type { BlockDefinition } from '@mall/runtime';
import type { NotEnoughOptions } from '@mall/schemas';
import { NOT_ENOUGH_HEIGHT } from './not-enough-layout.ts';

/**
 * The block `notEnough` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<NotEnoughOptions> = {
  load: () => import('./NotEnough.tsx').then((m) => m.NotEnough),
  skeletonHeight: NOT_ENOUGH_HEIGHT,
  requiresLogin: true,
  starts: 'touched',
};
