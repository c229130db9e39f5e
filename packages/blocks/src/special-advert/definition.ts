import type { BlockDefinition } from '@mall/runtime';
import type { SpecialAdvertOptions } from '@mall/schemas';
import { SPECIAL_ADVERT_HEIGHT } from './special-advert-layout.ts';

/**
 * The block `specialAdvert` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<SpecialAdvertOptions> = {
  load: () => import('./SpecialAdvert.tsx').then((m) => m.SpecialAdvert),
  skeletonHeight: SPECIAL_ADVERT_HEIGHT,
  starts: 'touched',
};
