import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const freeGoodsShow2Messages: MessageCatalogue = {
  'zh-CN': {
    'freeGoodsShow2.label': '商品楼层',
  },
  'en-US': {
    'freeGoodsShow2.label': 'Goods floor',
  },
};
