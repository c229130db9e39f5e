import type { MessageCatalogue } from '@mall/runtime';

/** Strings of the shared slideshow (namespace `blocks`), loaded with the carousel chunks through `useBlockTranslation`. */
export const slideshowMessages: MessageCatalogue = {
  'zh-CN': {
    'slideshow.previous': '上一张',
    'slideshow.next': '下一张',
    'slideshow.goTo': '切换到第 {{index}} 张',
    'slideshow.slideOf': '第 {{index}} 张，共 {{count}} 张',
  },
  'en-US': {
    'slideshow.previous': 'Previous slide',
    'slideshow.next': 'Next slide',
    'slideshow.goTo': 'Go to slide {{index}}',
    'slideshow.slideOf': 'slide {{index}} of {{count}}',
  },
};
