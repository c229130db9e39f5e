import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const goodLifePointSearchMessages: MessageCatalogue = {
  'zh-CN': {
    'goodLifePointSearch.title': '按积分选购',
  },
  'en-US': {
    'goodLifePointSearch.title': 'Shop by points',
  },
};
