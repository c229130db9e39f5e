import type { BlockDefinition } from '@mall/runtime';
import type { BackgroundOptions } from '@mall/schemas';
import { BACKGROUND_HEIGHT } from './background-layout.ts';

/**
 * The block `background` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<BackgroundOptions> = {
  load: () => import('./Background.tsx').then((m) => m.Background),
  skeletonHeight: BACKGROUND_HEIGHT,
};
