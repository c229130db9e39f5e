import type { BlockDefinition } from '@mall/runtime';
import type { BannerAdvertOptions } from '@mall/schemas';
import { BANNER_ADVERT_HEIGHT } from './banner-advert-layout.ts';

/**
 * The block `bannerAdvert` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<BannerAdvertOptions> = {
  load: () => import('./BannerAdvert.tsx').then((m) => m.BannerAdvert),
  skeletonHeight: BANNER_ADVERT_HEIGHT,
  starts: 'touched',
};
