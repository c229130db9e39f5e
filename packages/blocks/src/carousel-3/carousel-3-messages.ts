import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const carousel3Messages: MessageCatalogue = {
  'zh-CN': {
    'carousel3.label': '通栏轮播',
    'carousel3.thumbnails': '轮播缩略图',
  },
  'en-US': {
    'carousel3.label': 'Full-width carousel',
    'carousel3.thumbnails': 'Slide thumbnails',
  },
};
