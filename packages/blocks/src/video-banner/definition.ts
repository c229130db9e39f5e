import type { BlockDefinition } from '@mall/runtime';
import type { VideoBannerOptions } from '@mall/schemas';
import { VIDEO_BANNER_SKELETON_HEIGHT } from './video-banner-layout.ts';

/**
 * The block `videoBanner` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<VideoBannerOptions> = {
  load: () => import('./VideoBanner.tsx').then((m) => m.VideoBanner),
  skeletonHeight: VIDEO_BANNER_SKELETON_HEIGHT,
};
