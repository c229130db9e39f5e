import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const specialOfferAdvertMessages: MessageCatalogue = {
  'zh-CN': {
    'specialOfferAdvert.label': '特惠活动',
    'specialOfferAdvert.button': '立即查看',
  },
  'en-US': {
    'specialOfferAdvert.label': 'Special offer',
    'specialOfferAdvert.button': 'Shop now',
  },
};
