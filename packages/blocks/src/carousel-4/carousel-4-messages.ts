import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const carousel4Messages: MessageCatalogue = {
  'zh-CN': {
    'carousel4.label': '专题轮播',
    'carousel4.tabs': '轮播专题',
    'carousel4.slideN': '第 {{index}} 张',
  },
  'en-US': {
    'carousel4.label': 'Topic carousel',
    'carousel4.tabs': 'Carousel topics',
    'carousel4.slideN': 'Slide {{index}}',
  },
};
