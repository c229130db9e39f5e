import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const carouselMessages: MessageCatalogue = {
  'zh-CN': {
    'carousel.label': '轮播图',
    'carousel.previous': '上一张',
    'carousel.next': '下一张',
    'carousel.goTo': '切换到第 {{index}} 张',
    'carousel.slideOf': '第 {{index}} 张，共 {{count}} 张',
  },
  'en-US': {
    'carousel.label': 'Carousel',
    'carousel.previous': 'Previous slide',
    'carousel.next': 'Next slide',
    'carousel.goTo': 'Go to slide {{index}}',
    'carousel.slideOf': 'slide {{index}} of {{count}}',
  },
};
