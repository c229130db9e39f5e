import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const specialAdvertMessages: MessageCatalogue = {
  'zh-CN': {
    'specialAdvert.label': '专题广告',
  },
  'en-US': {
    'specialAdvert.label': 'Featured adverts',
  },
};
