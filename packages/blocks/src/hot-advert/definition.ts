import type { BlockDefinition } from '@mall/runtime';
import type { HotAdvertOptions } from '@mall/schemas';
import { HOT_ADVERT_HEIGHT } from './hot-advert-layout.ts';

/**
 * The block `hotAdvert` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<HotAdvertOptions> = {
  load: () => import('./HotAdvert.tsx').then((m) => m.HotAdvert),
  skeletonHeight: HOT_ADVERT_HEIGHT,
  starts: 'touched',
};
