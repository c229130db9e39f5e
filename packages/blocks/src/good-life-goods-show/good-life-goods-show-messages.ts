import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const goodLifeGoodsShowMessages: MessageCatalogue = {
  'zh-CN': {
    'goodLifeGoodsShow.label': '好物推荐',
    'goodLifeGoodsShow.noGoods': '暂无商品，看看其他分类吧',
  },
  'en-US': {
    'goodLifeGoodsShow.label': 'Good Life picks',
    'goodLifeGoodsShow.noGoods': 'No goods here yet; try another tab',
  },
};
