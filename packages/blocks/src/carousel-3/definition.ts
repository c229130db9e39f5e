import type { BlockDefinition } from '@mall/runtime';
import type { Carousel3Options } from '@mall/schemas';
import { CAROUSEL3_HEIGHT } from './carousel-3-layout.ts';

/**
 * The block `carousel3` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<Carousel3Options> = {
  load: () => import('./Carousel3.tsx').then((m) => m.Carousel3),
  skeletonHeight: CAROUSEL3_HEIGHT,
};
