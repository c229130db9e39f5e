import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const bannerAdvertMessages: MessageCatalogue = {
  'zh-CN': {
    'banner.label': '广告',
    'banner.close': '关闭广告',
  },
  'en-US': {
    'banner.label': 'Advert',
    'banner.close': 'Close advert',
  },
};
