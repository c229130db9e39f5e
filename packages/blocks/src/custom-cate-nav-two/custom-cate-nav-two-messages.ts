import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const customCateNavTwoMessages: MessageCatalogue = {
  'zh-CN': {
    'customCateNavTwo.label': '分类导航',
    'customCateNavTwo.all': '全部',
    'customCateNavTwo.allOf': '全部{{name}}',
  },
  'en-US': {
    'customCateNavTwo.label': 'Category navigation',
    'customCateNavTwo.all': 'All',
    'customCateNavTwo.allOf': 'All of {{name}}',
  },
};
