import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const hotAdvertMessages: MessageCatalogue = {
  'zh-CN': {
    'hotAdvert.label': '热门推荐',
  },
  'en-US': {
    'hotAdvert.label': 'Hot picks',
  },
};
