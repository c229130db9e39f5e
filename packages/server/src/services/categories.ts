import type { CategoryNode } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';

/** The category model the storefront asks for by default. */
export const DEFAULT_CATEGORY_MODEL_ID = 26;

/** `parentId` of a first-level category, as the buyer API spells it. */
export const ROOT_PARENT_ID = '0';

interface CategoryRow {
  id: string;
  parentId: string | null;
  level: number;
  name: string;
  nameEn: string | null;
  sortOrder: number;
  image: string | null;
  panelLogo: string | null;
  cityFlag: boolean;
  planId: string | null;
  marketId: string | null;
}

/** The three-level category tree of a category model, names in the caller's language. */
export async function getCategoryTree(
  db: DbExecutor,
  modelId = DEFAULT_CATEGORY_MODEL_ID,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<CategoryNode[]> {
  const rows = await db.query<CategoryRow>(
    `SELECT id, parent_id AS "parentId", level, name, name_en AS "nameEn", sort_order AS "sortOrder",
            image, panel_logo AS "panelLogo", city_flag AS "cityFlag", plan_id AS "planId", market_id AS "marketId"
     FROM categories WHERE model_id = $1 ORDER BY level, sort_order, id`,
    [modelId],
  );
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  // Rows come parents first (ordered by level), so a child's parent is always already in the map.
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id,
      name: locale === 'en-US' && row.nameEn ? row.nameEn : row.name,
      parentId: row.parentId ?? ROOT_PARENT_ID,
      level: row.level,
      sortOrder: row.sortOrder,
      image: row.image,
      panelLogo: row.panelLogo,
      cityFlag: row.cityFlag,
      planId: row.planId,
      marketId: row.marketId,
      children: [],
    };
    nodes.set(row.id, node);
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  return roots;
}

/**
 * The children of a category, each with its subtree, names in the caller's language; `0` asks for
 * the first level. An id that is no category has none.
 */
export async function getCategoryChildren(
  db: DbExecutor,
  id: string,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<CategoryNode[]> {
  const [category] =
    id === ROOT_PARENT_ID
      ? [{ modelId: DEFAULT_CATEGORY_MODEL_ID }]
      : await db.query<{ modelId: number }>('SELECT model_id AS "modelId" FROM categories WHERE id = $1', [
          id,
        ]);
  if (!category) return [];
  const tree = await getCategoryTree(db, category.modelId, locale);
  if (id === ROOT_PARENT_ID) return tree;
  const find = (nodes: CategoryNode[]): CategoryNode | undefined =>
    nodes.reduce<CategoryNode | undefined>(
      (found, node) => found ?? (node.id === id ? node : find(node.children)),
      undefined,
    );
  return find(tree)?.children ?? [];
}
