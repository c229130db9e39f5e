import type { BlockDefinition } from '@mall/runtime';
import type { Carousel5Options } from '@mall/schemas';
import { CAROUSEL5_HEIGHT } from './carousel-5-layout.ts';

/**
 * The block `carousel5` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<Carousel5Options> = {
  load: () => import('./Carousel5.tsx').then((m) => m.Carousel5),
  skeletonHeight: CAROUSEL5_HEIGHT,
};
