import type { BlockDefinition } from '@mall/runtime';
import type { Carousel4Options } from '@mall/schemas';
import { CAROUSEL4_HEIGHT } from './carousel-4-layout.ts';

/**
 * The block `carousel4` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<Carousel4Options> = {
  load: () => import('./Carousel4.tsx').then((m) => m.Carousel4),
  skeletonHeight: CAROUSEL4_HEIGHT,
};
