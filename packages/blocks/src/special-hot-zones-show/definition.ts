import type { BlockDefinition } from '@mall/runtime';
import type { SpecialHotZonesShowOptions } from '@mall/schemas';
import { SPECIAL_HOT_ZONES_SHOW_HEIGHT } from './special-hot-zones-show-layout.ts';

/**
 * The block `specialHotZonesShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<SpecialHotZonesShowOptions> = {
  load: () => import('./SpecialHotZonesShow.tsx').then((m) => m.SpecialHotZonesShow),
  skeletonHeight: SPECIAL_HOT_ZONES_SHOW_HEIGHT,
  starts: 'touched',
};
