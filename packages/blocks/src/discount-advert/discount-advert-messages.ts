import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const discountAdvertMessages: MessageCatalogue = {
  'zh-CN': {
    'discountAdvert.label': '优惠活动',
  },
  'en-US': {
    'discountAdvert.label': 'Deals',
  },
};
