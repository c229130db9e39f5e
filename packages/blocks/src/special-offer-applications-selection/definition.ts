import type { BlockDefinition } from '@mall/runtime';
import type { SpecialOfferApplicationsSelectionOptions } from '@mall/schemas';
import { SPECIAL_OFFER_APPLICATIONS_SELECTION_HEIGHT } from './special-offer-applications-selection-layout.ts';

/**
 * The block `specialOfferApplicationsSelection` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<SpecialOfferApplicationsSelectionOptions> = {
  load: () =>
    import('./SpecialOfferApplicationsSelection.tsx').then((m) => m.SpecialOfferApplicationsSelection),
  skeletonHeight: SPECIAL_OFFER_APPLICATIONS_SELECTION_HEIGHT,
  starts: 'touched',
};
