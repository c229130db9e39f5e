import type { BlockDefinition } from '@mall/runtime';
import type { GoodLifeCarouselOptions } from '@mall/schemas';
import { GOOD_LIFE_CAROUSEL_HEIGHT } from './good-life-carousel-layout.ts';

/**
 * The block `goodLifeCarousel` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<GoodLifeCarouselOptions> = {
  load: () => import('./GoodLifeCarousel.tsx').then((m) => m.GoodLifeCarousel),
  skeletonHeight: GOOD_LIFE_CAROUSEL_HEIGHT,
};
