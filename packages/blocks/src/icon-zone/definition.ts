import type { BlockDefinition } from '@mall/runtime';
import type { IconZoneOptions } from '@mall/schemas';
import { ICON_ZONE_HEIGHT } from './icon-zone-layout.ts';

/**
 * The block `iconZone` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<IconZoneOptions> = {
  load: () => import('./IconZone.tsx').then((m) => m.IconZone),
  skeletonHeight: ICON_ZONE_HEIGHT,
  starts: 'touched',
};
