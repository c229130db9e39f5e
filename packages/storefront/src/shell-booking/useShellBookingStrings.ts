import { useCatalogueTranslation } from '@mall/runtime';
import { shellBookingMessages } from './shell-booking-messages.ts';

/** `t` of the `storefront` namespace with shell-card booking's strings added. */
export function useShellBookingStrings() {
  return useCatalogueTranslation('storefront', shellBookingMessages);
}
