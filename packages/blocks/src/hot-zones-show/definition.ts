import type { BlockDefinition } from '@mall/runtime';
import type { HotZonesShowOptions } from '@mall/schemas';
import { HOT_ZONES_SHOW_HEIGHT } from './hot-zones-show-layout.ts';

/**
 * The block `hotZonesShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<HotZonesShowOptions> = {
  load: () => import('./HotZonesShow.tsx').then((m) => m.HotZonesShow),
  skeletonHeight: HOT_ZONES_SHOW_HEIGHT,
  starts: 'touched',
};
