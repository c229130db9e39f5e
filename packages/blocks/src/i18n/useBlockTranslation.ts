import type { MessageCatalogue } from '@mall/runtime';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BLOCKS_NAMESPACE } from './block-messages.ts';

// Which catalogues each i18next instance already holds; a WeakMap so a test's instance is not kept alive.
const added = new WeakMap<I18n, WeakSet<MessageCatalogue>>();

function addOnce(i18n: I18n, catalogue: MessageCatalogue) {
  let catalogues = added.get(i18n);
  if (!catalogues) added.set(i18n, (catalogues = new WeakSet()));
  if (catalogues.has(catalogue)) return;
  catalogues.add(catalogue);
  // Deep-merged into the `blocks` namespace without overwriting, in both languages so a switch finds them.
  i18n.addResourceBundle('zh-CN', BLOCKS_NAMESPACE, catalogue['zh-CN'], true, false);
  i18n.addResourceBundle('en-US', BLOCKS_NAMESPACE, catalogue['en-US'], true, false);
}

/**
 * `useTranslation('blocks')` for a block whose strings live beside it (`hot-show/hot-show-messages.ts`).
 * The block's catalogue joins the `blocks` namespace when the block first renders, so its strings
 * travel in the block's own chunk and the storefront's main bundle does not grow with each block.
 * Without a catalogue it reads only the shared strings (`common.*`, `goods.*`).
 */
export function useBlockTranslation(catalogue?: MessageCatalogue) {
  const translation = useTranslation(BLOCKS_NAMESPACE);
  if (catalogue) addOnce(translation.i18n, catalogue);
  return translation;
}
