import type { BlockDefinition } from '@mall/runtime';
import type { CustomFooter1Options } from '@mall/schemas';
import { CUSTOM_FOOTER_1_HEIGHT } from './custom-footer-1-layout.ts';

/**
 * The block `customFooter1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<CustomFooter1Options> = {
  load: () => import('./CustomFooter1.tsx').then((m) => m.CustomFooter1),
  skeletonHeight: CUSTOM_FOOTER_1_HEIGHT,
  slot: 'footer',
  starts: 'touched',
};
