import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const pointSearchMessages: MessageCatalogue = {
  'zh-CN': {
    'pointSearch.title': '按积分选购',
  },
  'en-US': {
    'pointSearch.title': 'Shop by points',
  },
};
