import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const freeGoodsShowMessages: MessageCatalogue = {
  'zh-CN': {
    'freeGoodsShow.label': '自选商品',
  },
  'en-US': {
    'freeGoodsShow.label': 'Selected goods',
  },
};
