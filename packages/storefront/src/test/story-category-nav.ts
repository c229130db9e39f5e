import type { Locale } from '@mall/runtime';
import type { Availability, CategoryNode, NavItem } from '@mall/schemas';
import { fn } from 'storybook/test';
import categories from '../../../../fixtures/seed/categories.json';
import type { CategoryNavApi } from '../shell/category-nav/category-nav-api.ts';

// The seed's category tree (fixtures/seed/categories.json), as GET getTree answers it in each language.

interface SeedCategory {
  id: string;
  name: string;
  nameEn?: string;
  cityFlag?: boolean;
  panelLogo?: string;
  children?: SeedCategory[];
}

function nodeOf(seed: SeedCategory, locale: Locale, parentId: string, level: number): CategoryNode {
  return {
    id: seed.id,
    name: locale === 'en-US' && seed.nameEn ? seed.nameEn : seed.name,
    parentId,
    level,
    ...(seed.cityFlag ? { cityFlag: true } : {}),
    children: (seed.children ?? []).map((child) => nodeOf(child, locale, seed.id, level + 1)),
  };
}

/** The seed's three-level tree (ten first-level categories) in `locale`. */
export function storyCategoryTree(locale: Locale = 'zh-CN'): CategoryNode[] {
  return (categories.tree as SeedCategory[]).map((node) => nodeOf(node, locale, '0', 1));
}

const item = (id: string, name: string, nameEn: string, url: string, sort: number) => ({
  zh: { id, name, url, sort },
  en: { id, name: nameEn, url, sort },
});

const ITEMS = [
  item('nav-home', '首页', 'Home', '/', 10),
  item('nav-all-goods', '全部商品', 'All goods', '/goodsList?queryPlan=1', 20),
  item('nav-flash-buy', '限时抢购', 'Flash sale', '/flashBuyGoodsList?marketId=market-flash-1', 30),
  item('nav-spring', '春节福利', 'Spring Festival', '/goodsList?planId=plan-spring', 40),
  item('nav-health', '健康体检', 'Health check-up', '/goodsList?planId=plan-health', 45),
  item('nav-year', '年度福利选择', 'Annual benefits', '/benefitYear', 50),
  item('nav-quarter', '季度福利', 'Quarterly benefits', '/benefitQuarter', 60),
  item('nav-notice', '公告', 'Notices', '/notice', 90),
  item('nav-travel', '差旅商城', 'Business travel', 'https://travel.example.invalid/', 95),
];

/**
 * Nav items like ent-acme's: home, a flash sale (a market), two plans, the year and quarter
 * choices, notices and a partner site.
 */
export function storyNavItems(locale: Locale = 'zh-CN'): NavItem[] {
  return ITEMS.map((each) => (locale === 'en-US' ? each.en : each.zh));
}

/** The availability answer for the story items: the flash sale and the spring plan shown, health not. */
export const STORY_NAV_AVAILABILITY: Availability[] = [
  { marketId: 'market-flash-1', isShow: true, isOpen: true },
  { planId: 'plan-spring', isShow: true, isOpen: true },
  { planId: 'plan-health', isShow: false, isOpen: false },
];

/** What the in-memory calls answer. */
export interface StoryCategoryNavData {
  tree?: CategoryNode[];
  items?: NavItem[];
  availability?: Availability[];
}

/** In-memory calls answering the given data (the seed's tree and the story items by default). */
export function storyCategoryNavApi({
  tree = storyCategoryTree(),
  items = storyNavItems(),
  availability = STORY_NAV_AVAILABILITY,
}: StoryCategoryNavData = {}): CategoryNavApi {
  return {
    fetchCategoryTree: fn(async () => tree),
    fetchNavItems: fn(async () => items),
    checkAvailability: fn(async () => availability),
  };
}
