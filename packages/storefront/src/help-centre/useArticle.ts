import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { fetchArticle } from '../api/articles.ts';
import { localeAtom } from '../state/locale.ts';

/** The article of `id` in the stored locale; no call without an id. */
export function useArticle(id: string) {
  const locale = useAtomValue(localeAtom);
  return useSWR(id ? ['article', id, locale] : null, () => fetchArticle(id));
}
