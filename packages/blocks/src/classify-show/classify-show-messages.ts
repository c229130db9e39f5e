import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const classifyShowMessages: MessageCatalogue = {
  'zh-CN': {
    'classifyShow.label': '分类精选',
    'classifyShow.viewAll': '查看全部{{name}}',
  },
  'en-US': {
    'classifyShow.label': 'Categories',
    'classifyShow.viewAll': 'View all {{name}}',
  },
};
