import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const applicationsSelection1Messages: MessageCatalogue = {
  'zh-CN': {
    'applicationsSelection1.label': '热门应用',
  },
  'en-US': {
    'applicationsSelection1.label': 'Popular apps',
  },
};
