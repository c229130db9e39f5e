import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const brandShowMessages: MessageCatalogue = {
  'zh-CN': {
    'brandShow.label': '品牌专区',
  },
  'en-US': {
    'brandShow.label': 'Brands',
  },
};
