import type { BlockDefinition } from '@mall/runtime';
import type { ApplicationsSelection1Options } from '@mall/schemas';
import { APPLICATIONS_SELECTION_1_HEIGHT } from './applications-selection-1-layout.ts';

/**
 * The block `applicationsSelection1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<ApplicationsSelection1Options> = {
  load: () => import('./ApplicationsSelection1.tsx').then((m) => m.ApplicationsSelection1),
  skeletonHeight: APPLICATIONS_SELECTION_1_HEIGHT,
  starts: 'touched',
};
