import type { BlockDefinition } from '@mall/runtime';
import type { IconZone1Options } from '@mall/schemas';
import { ICON_ZONE_1_HEIGHT } from './icon-zone-1-layout.ts';

/**
 * The block `iconZone1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<IconZone1Options> = {
  load: () => import('./IconZone1.tsx').then((m) => m.IconZone1),
  skeletonHeight: ICON_ZONE_1_HEIGHT,
  starts: 'touched',
};
