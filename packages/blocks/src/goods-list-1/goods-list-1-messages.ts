import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const goodsList1Messages: MessageCatalogue = {
  'zh-CN': {
    'goodsList1.label': '商品列表',
    'goodsList1.plan': '所属计划',
    'goodsList1.buyNow': '立即购买',
    'goodsList1.buyNowLabel': '立即购买 {{name}}',
  },
  'en-US': {
    'goodsList1.label': 'Goods list',
    'goodsList1.plan': 'Plan',
    'goodsList1.buyNow': 'Buy now',
    'goodsList1.buyNowLabel': 'Buy {{name}} now',
  },
};
