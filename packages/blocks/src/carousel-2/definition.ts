import type { BlockDefinition } from '@mall/runtime';
import type { Carousel2Options } from '@mall/schemas';
import { CAROUSEL2_HEIGHT } from './carousel-2-layout.ts';

/**
 * The block `carousel2` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<Carousel2Options> = {
  load: () => import('./Carousel2.tsx').then((m) => m.Carousel2),
  skeletonHeight: CAROUSEL2_HEIGHT,
};
