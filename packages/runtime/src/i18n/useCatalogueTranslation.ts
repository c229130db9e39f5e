import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MessageCatalogue } from './create-i18n.ts';

// Which catalogues each i18next instance already holds; a WeakMap so a test's instance is not kept alive.
const added = new WeakMap<I18n, WeakSet<MessageCatalogue>>();

function addOnce(i18n: I18n, namespace: string, catalogue: MessageCatalogue) {
  let catalogues = added.get(i18n);
  if (!catalogues) added.set(i18n, (catalogues = new WeakSet()));
  if (catalogues.has(catalogue)) return;
  catalogues.add(catalogue);
  // Deep-merged into the namespace without overwriting, in both languages so a switch finds them.
  i18n.addResourceBundle('zh-CN', namespace, catalogue['zh-CN'], true, false);
  i18n.addResourceBundle('en-US', namespace, catalogue['en-US'], true, false);
}

/**
 * `useTranslation(namespace)` for code whose strings live beside it, in a lazily loaded chunk (a
 * block, a route): its catalogue joins the namespace when it first renders, so the strings travel
 * with that code and the JS every page loads first does not grow with it.
 */
export function useCatalogueTranslation(namespace: string, catalogue?: MessageCatalogue) {
  const translation = useTranslation(namespace);
  if (catalogue) addOnce(translation.i18n, namespace, catalogue);
  return translation;
}
