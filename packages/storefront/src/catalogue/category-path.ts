import type { CategoryNode } from '@mall/schemas';

/** The nodes from the root down to the category `id` (any level), or none when it is not in the tree. */
export function categoryPath(tree: readonly CategoryNode[], id: string | undefined): CategoryNode[] {
  if (!id) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
