import { useCatalogueTranslation, type MessageCatalogue } from '@mall/runtime';
import { BLOCKS_NAMESPACE } from './block-messages.ts';

/**
 * `useTranslation('blocks')` for a block whose strings live beside it (`hot-show/hot-show-messages.ts`).
 * The block's catalogue joins the `blocks` namespace when the block first renders, so its strings
 * travel in the block's own chunk and the storefront's main bundle does not grow with each block.
 * Without a catalogue it reads only the shared strings (`common.*`, `goods.*`).
 */
export function useBlockTranslation(catalogue?: MessageCatalogue) {
  return useCatalogueTranslation(BLOCKS_NAMESPACE, catalogue);
}
