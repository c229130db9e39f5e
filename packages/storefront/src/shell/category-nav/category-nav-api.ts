import type { Availability, AvailabilityQuery, CategoryNode, NavItem } from '@mall/schemas';
import { fetchNavigationCategoryTree } from '../../api/catalogue.ts';
import { checkAvailability } from '../../api/goods.ts';
import { fetchNavItems } from '../../api/nav-items.ts';

/** The calls the category navigation makes; stories pass in-memory ones. */
export interface CategoryNavApi {
  /** The default model's three-level category tree. */
  fetchCategoryTree: () => Promise<CategoryNode[]>;
  /** The nav items of the caller's enterprise and of the page `pageId`. */
  fetchNavItems: (pageId?: string | null) => Promise<NavItem[]>;
  /** Whether the caller may see each plan and market, in one call. */
  checkAvailability: (queries: AvailabilityQuery[]) => Promise<Availability[]>;
}

/** The buyer API's calls. */
export const SERVER_CATEGORY_NAV_API: CategoryNavApi = {
  fetchCategoryTree: fetchNavigationCategoryTree,
  fetchNavItems,
  checkAvailability,
};
