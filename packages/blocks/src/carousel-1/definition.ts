import type { BlockDefinition } from '@mall/runtime';
import type { Carousel1Options } from '@mall/schemas';
import { CAROUSEL1_HEIGHT } from './carousel-1-layout.ts';

/**
 * The block `carousel1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<Carousel1Options> = {
  load: () => import('./Carousel1.tsx').then((m) => m.Carousel1),
  skeletonHeight: CAROUSEL1_HEIGHT,
};
