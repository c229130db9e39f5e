import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const carousel1Messages: MessageCatalogue = {
  'zh-CN': {
    'carousel1.label': '首页轮播',
    'carousel1.promotions': '推荐活动',
  },
  'en-US': {
    'carousel1.label': 'Home carousel',
    'carousel1.promotions': 'Featured offers',
  },
};
