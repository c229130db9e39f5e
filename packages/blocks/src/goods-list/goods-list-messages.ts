import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const goodsListMessages: MessageCatalogue = {
  'zh-CN': {
    'goodsList.label': '商品橱窗',
  },
  'en-US': {
    'goodsList.label': 'Goods showcase',
  },
};
