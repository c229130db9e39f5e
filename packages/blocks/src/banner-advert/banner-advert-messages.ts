import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const bannerAdvertMessages: MessageCatalogue = {
  'zh-CN': {
    'bannerAdvert.label': '广告',
    'bannerAdvert.close': '关闭广告',
  },
  'en-US': {
    'bannerAdvert.label': 'Advert',
    'bannerAdvert.close': 'Close advert',
  },
};
