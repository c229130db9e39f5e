import {
  API_PATHS,
  type BrandCount,
  type CategoryCount,
  type CategoryNode,
  type GoodsSearchPage,
  type GoodsSearchQuery,
  type Region,
} from '@mall/schemas';
import { request } from './request.ts';

/** The three-level category tree of a category model (26 unless the address names another). */
export function fetchCategoryTree(modelId?: string): Promise<CategoryNode[]> {
  return request<CategoryNode[]>(API_PATHS.categoryTree, { query: { modelId } });
}

/** One page of the goods search. */
export function searchGoods(query: GoodsSearchQuery): Promise<GoodsSearchPage> {
  return request<GoodsSearchPage>(API_PATHS.goodsSearch, { query: { ...query } });
}

/** The brands of a search's goods, most goods first (the brand filter row). */
export function fetchSearchBrands(query: GoodsSearchQuery): Promise<BrandCount[]> {
  return request<BrandCount[]>(API_PATHS.brandList, { query: { ...query } });
}

/** The categories of a search's goods, every level, with their counts (the category filter rows). */
export function fetchSearchCategories(query: GoodsSearchQuery): Promise<CategoryCount[]> {
  return request<CategoryCount[]>(API_PATHS.categoryCount, { query: { ...query } });
}

/**
 * The default model's category tree for the category navigation. Quiet: the navigation is on
 * every page and shows no categories rather than an error message when the call fails.
 */
export function fetchNavigationCategoryTree(): Promise<CategoryNode[]> {
  return request<CategoryNode[]>(API_PATHS.categoryTree, { quiet: true });
}

/** The delivery regions under a region: `'0'` for the provinces, a province's id for its cities. */
export async function fetchRegions(parentId: string): Promise<Region[]> {
  return (await request<Region[] | null>(API_PATHS.regionChildren(parentId), { quiet: true })) ?? [];
}
