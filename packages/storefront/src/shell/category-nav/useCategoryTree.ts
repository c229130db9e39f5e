import type { CategoryNode } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import useSWR from 'swr';
import { localeAtom } from '../../state/locale.ts';
import { cacheCategoryTree, readCachedCategoryTree } from './category-cache.ts';

const NO_CATEGORIES: CategoryNode[] = [];

/**
 * The category tree for the navigation: from the localStorage cache while it is under an hour old
 * (spec 02 section 4), else fetched and cached again. Read once per mount, so a page left open for
 * hours refreshes on its next navigation. Empty while the call is out or when it fails.
 */
export function useCategoryTree(fetchTree: () => Promise<CategoryNode[]>): CategoryNode[] {
  const locale = useAtomValue(localeAtom);
  const [cached] = useState(() => readCachedCategoryTree(locale));
  const { data } = useSWR(
    cached ? null : ['category-nav-tree', locale],
    async () => {
      const tree = await fetchTree();
      cacheCategoryTree(tree, locale);
      return tree;
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  return cached ?? data ?? NO_CATEGORIES;
}
