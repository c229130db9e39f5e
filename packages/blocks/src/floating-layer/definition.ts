import type { BlockDefinition } from '@mall/runtime';
import type { FloatingLayerOptions } from '@mall/schemas';
import { FLOATING_LAYER_HEIGHT } from './floating-layer-layout.ts';

/**
 * The block `floatingLayer` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<FloatingLayerOptions> = {
  load: () => import('./FloatingLayer.tsx').then((m) => m.FloatingLayer),
  skeletonHeight: FLOATING_LAYER_HEIGHT,
};
