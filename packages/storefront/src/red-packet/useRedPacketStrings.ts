import { useCatalogueTranslation } from '@mall/runtime';
import { redPacketMessages } from './red-packet-messages.ts';

/** `t` of the `storefront` namespace with the red-packet strings added. */
export function useRedPacketStrings() {
  return useCatalogueTranslation('storefront', redPacketMessages);
}
