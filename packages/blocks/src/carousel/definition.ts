import type { BlockDefinition } from '@mall/runtime';
import type { CarouselOptions } from '@mall/schemas';
import { CAROUSEL_HEIGHT } from './carousel-layout.ts';

/**
 * The block `carousel` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<CarouselOptions> = {
  load: () => import('./Carousel.tsx').then((m) => m.Carousel),
  skeletonHeight: CAROUSEL_HEIGHT,
};
