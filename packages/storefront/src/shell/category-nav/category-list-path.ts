import type { CategoryNode } from '@mall/schemas';

/** The goods list of a category, by its path from the first level: `/goodsList?categoryId=1,11,111`. */
export function categoryListPath(path: readonly CategoryNode[]): string {
  return `/goodsList?categoryId=${path.map((node) => encodeURIComponent(node.id)).join(',')}`;
}

/** The all-goods list: no category, `queryPlan=1` (spec 02 section 2). */
export const ALL_GOODS_PATH = '/goodsList?queryPlan=1';
