import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const freeGoodsShow1Messages: MessageCatalogue = {
  'zh-CN': {
    'freeGoodsShow1.label': '精选推荐',
  },
  'en-US': {
    'freeGoodsShow1.label': 'Featured goods',
  },
};
