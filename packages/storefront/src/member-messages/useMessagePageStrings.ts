import { useCatalogueTranslation } from '@mall/runtime';
import { messagePageMessages } from './message-page-messages.ts';

/** `t` of the `storefront` namespace with the strings of /home/message added. */
export function useMessagePageStrings() {
  return useCatalogueTranslation('storefront', messagePageMessages);
}
