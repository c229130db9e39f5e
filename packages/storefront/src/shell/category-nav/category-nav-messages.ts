import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of the category navigation, in the `storefront` namespace. Their own catalogue: the
 * navigation is on the home page too, which should not carry the goods list's strings.
 */
export const categoryNavMessages = {
  'zh-CN': {
    'nav.label': '商品导航',
    'nav.allCategories': '全部商品分类',
    'nav.categories': '商品分类',
    'nav.subcategories': '{{name}}的子分类',
    'nav.allGoods': '全部商品',
    'nav.items': '精选频道',
    'nav.newTab': '（在新标签页打开）',
    'nav.customHomeLabel': '企业专属导航',
    'nav.customHome': '专属首页',
  },
  'en-US': {
    'nav.label': 'Shop navigation',
    'nav.allCategories': 'All categories',
    'nav.categories': 'Categories',
    'nav.subcategories': 'Subcategories of {{name}}',
    'nav.allGoods': 'All goods',
    'nav.items': 'Featured channels',
    'nav.newTab': ' (opens in a new tab)',
    'nav.customHomeLabel': 'Your enterprise navigation',
    'nav.customHome': 'Our home',
  },
} satisfies MessageCatalogue;
