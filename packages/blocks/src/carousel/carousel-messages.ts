import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`.
 * The arrows, dots and slide names are the shared slideshow's (`parts/slideshow-messages.ts`).
 */
export const carouselMessages: MessageCatalogue = {
  'zh-CN': {
    'carousel.label': '轮播图',
  },
  'en-US': {
    'carousel.label': 'Carousel',
  },
};
