import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const carousel5Messages: MessageCatalogue = {
  'zh-CN': {
    'carousel5.label': '首页轮播',
    'carousel5.categories': '商品分类',
    'carousel5.allCategories': '全部分类',
  },
  'en-US': {
    'carousel5.label': 'Home carousel',
    'carousel5.categories': 'Categories',
    'carousel5.allCategories': 'All categories',
  },
};
