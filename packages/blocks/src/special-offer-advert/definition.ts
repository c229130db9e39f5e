import type { BlockDefinition } from '@mall/runtime';
import type { SpecialOfferAdvertOptions } from '@mall/schemas';
import { SPECIAL_OFFER_ADVERT_HEIGHT } from './special-offer-advert-layout.ts';

/**
 * The block `specialOfferAdvert` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<SpecialOfferAdvertOptions> = {
  load: () => import('./SpecialOfferAdvert.tsx').then((m) => m.SpecialOfferAdvert),
  skeletonHeight: SPECIAL_OFFER_ADVERT_HEIGHT,
  starts: 'touched',
};
