import type { BlockDefinition } from '@mall/runtime';
import type { SpecialImgOptions } from '@mall/schemas';
import { SPECIAL_IMG_HEIGHT } from './special-img-layout.ts';

/**
 * The block `specialImg` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<SpecialImgOptions> = {
  load: () => import('./SpecialImg.tsx').then((m) => m.SpecialImg),
  skeletonHeight: SPECIAL_IMG_HEIGHT,
};
