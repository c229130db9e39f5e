import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const goodLifeCarouselMessages: MessageCatalogue = {
  'zh-CN': {
    'goodLifeCarousel.label': '好生活轮播',
  },
  'en-US': {
    'goodLifeCarousel.label': 'Good Life carousel',
  },
};
