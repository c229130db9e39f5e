import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const customCateNavMessages: MessageCatalogue = {
  'zh-CN': {
    'customCateNav.label': '分类导航',
    'customCateNav.children': '{{name}}的子分类',
  },
  'en-US': {
    'customCateNav.label': 'Category navigation',
    'customCateNav.children': 'Subcategories of {{name}}',
  },
};
