import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const floatingLayerMessages: MessageCatalogue = {
  'zh-CN': {
    'floatingLayer.label': '浮窗广告',
    'floatingLayer.close': '关闭浮窗',
  },
  'en-US': {
    'floatingLayer.label': 'Floating advert',
    'floatingLayer.close': 'Close floating advert',
  },
};
