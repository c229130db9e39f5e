import type { MessageCatalogue } from '@mall/runtime';

/** Strings of /merchant, in the `storefront` namespace; they travel with its chunk. */
export const merchantMessages = {
  'zh-CN': {
    'merchant.noStore': '地址里缺少店铺编号（id）',
    'merchant.loading': '店铺加载中…',
    'merchant.loadFailed': '店铺加载失败，请稍后重试',
    'merchant.notFound': '店铺不存在',
    'merchant.retry': '重试',
    'merchant.logo': '{{name}}的店标',
    'merchant.goodsCount': '在售商品 {{count}} 件',
    'merchant.categories': '店铺分类',
    'merchant.allGoods': '全部商品',
    'merchant.search': '在本店搜索',
    'merchant.searchPlaceholder': '搜索本店商品',
    'merchant.searchButton': '搜本店',
  },
  'en-US': {
    'merchant.noStore': 'The address names no store (id)',
    'merchant.loading': 'Loading the store…',
    'merchant.loadFailed': 'The store could not be loaded. Please try again.',
    'merchant.notFound': 'This store does not exist',
    'merchant.retry': 'Retry',
    'merchant.logo': 'Logo of {{name}}',
    'merchant.goodsCount': '{{count}} goods on sale',
    'merchant.categories': 'Store categories',
    'merchant.allGoods': 'All goods',
    'merchant.search': 'Search this store',
    'merchant.searchPlaceholder': 'Search goods of this store',
    'merchant.searchButton': 'Search store',
  },
} satisfies MessageCatalogue;
