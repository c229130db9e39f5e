import type { CategoryNode } from '@mall/schemas';
import { categoryPath } from './category-path.ts';
import { FilterRow } from './FilterRow.tsx';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

export interface CategoryFilterProps {
  tree: readonly CategoryNode[];
  /** The chosen category: a comma list of levels or one id of any level. */
  categoryId: string | undefined;
  /**
   * Goods the search finds in each category (any level). Given, a row lists only the categories
   * with goods, each with its count; the chosen ones stay whatever their count.
   */
  counts?: ReadonlyMap<string, number>;
  /** Chooses a category by its path (`1,11,111`), or none. */
  onChoose: (categoryId: string | null) => void;
}

/**
 * One row per level down to the chosen category: the first level, then the children of each chosen
 * node. "All" on a row goes back up to its parent. With counts, a search for rice offers the one
 * top category that has rice, not all ten (issue 22 item 14).
 */
export function CategoryFilter({ tree, categoryId, counts, onChoose }: CategoryFilterProps) {
  const { t } = useCatalogueStrings();
  const path = categoryPath(tree, categoryId?.split(',').at(-1));
  const rows = [{ options: tree, parents: [] as CategoryNode[] }];
  path.forEach((node, level) => {
    if (node.children.length > 0) rows.push({ options: node.children, parents: path.slice(0, level + 1) });
  });
  const choose = (nodes: readonly CategoryNode[]) =>
    onChoose(nodes.length ? nodes.map((node) => node.id).join(',') : null);

  return (
    <>
      {rows.map(({ options, parents }, level) => (
        <FilterRow
          key={level}
          title={t('catalogue.category')}
          showTitle={level === 0}
          allLabel={t('catalogue.allCategories')}
          onAll={() => choose(parents)}
          options={options
            .filter((node) => !counts || counts.has(node.id) || path[level]?.id === node.id)
            .map((node) => ({
              id: node.id,
              label: node.name,
              count: counts ? (counts.get(node.id) ?? 0) : undefined,
              chosen: path[level]?.id === node.id,
              onChoose: () => choose([...parents, node]),
            }))}
        />
      ))}
    </>
  );
}
