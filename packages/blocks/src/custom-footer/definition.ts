import type { BlockDefinition } from '@mall/runtime';
import type { CustomFooterOptions } from '@mall/schemas';
import { CUSTOM_FOOTER_HEIGHT } from './custom-footer-layout.ts';

/**
 * The block `customFooter` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<CustomFooterOptions> = {
  load: () => import('./CustomFooter.tsx').then((m) => m.CustomFooter),
  skeletonHeight: CUSTOM_FOOTER_HEIGHT,
  slot: 'footer',
  starts: 'touched',
};
