import type { BlockDefinition } from '@mall/runtime';
import type { ApplicationsSelectionOptions } from '@mall/schemas';
import { APPLICATIONS_SELECTION_HEIGHT } from './applications-selection-layout.ts';

/**
 * The block `applicationsSelection` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<ApplicationsSelectionOptions> = {
  load: () => import('./ApplicationsSelection.tsx').then((m) => m.ApplicationsSelection),
  skeletonHeight: APPLICATIONS_SELECTION_HEIGHT,
  starts: 'touched',
};
