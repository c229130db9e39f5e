import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const specialTopMessages: MessageCatalogue = {
  'zh-CN': {
    'specialTop.label': '专题头图',
  },
  'en-US': {
    'specialTop.label': 'Special zone banner',
  },
};
