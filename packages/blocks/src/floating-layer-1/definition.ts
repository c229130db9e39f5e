import type { BlockDefinition } from '@mall/runtime';
import type { FloatingLayer1Options } from '@mall/schemas';
import { FLOATING_LAYER_1_HEIGHT } from './floating-layer-1-layout.ts';

/**
 * The block `floatingLayer1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<FloatingLayer1Options> = {
  load: () => import('./FloatingLayer1.tsx').then((m) => m.FloatingLayer1),
  skeletonHeight: FLOATING_LAYER_1_HEIGHT,
};
