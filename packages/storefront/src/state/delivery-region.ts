import { atomWithStorage } from 'jotai/utils';

/** A delivery region the member chose: province, then city, then district, as far as chosen. */
export interface DeliveryRegion {
  /** Region ids from the province down. */
  ids: string[];
  /** Their names, for showing the choice before the lists load. */
  names: string[];
}

/**
 * Where the member wants goods delivered (localStorage `deliveryRegion`): every goods detail checks
 * deliverability there, so the choice is made once. Defaults to `null` (no region asked).
 */
export const deliveryRegionAtom = atomWithStorage<DeliveryRegion | null>('deliveryRegion', null, undefined, {
  getOnInit: true,
});
