import {
  API_PATHS,
  type BrandCount,
  type CategoryNode,
  type GoodsSearchPage,
  type GoodsSearchQuery,
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
