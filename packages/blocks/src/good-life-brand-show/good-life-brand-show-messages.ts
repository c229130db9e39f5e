import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const goodLifeBrandShowMessages: MessageCatalogue = {
  'zh-CN': {
    'goodLifeBrandShow.label': '品质好牌',
  },
  'en-US': {
    'goodLifeBrandShow.label': 'Quality brands',
  },
};
