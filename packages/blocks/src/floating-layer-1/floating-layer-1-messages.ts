import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const floatingLayer1Messages: MessageCatalogue = {
  'zh-CN': {
    'floatingLayer1.label': '快捷入口',
    'floatingLayer1.close': '关闭快捷入口',
  },
  'en-US': {
    'floatingLayer1.label': 'Quick links',
    'floatingLayer1.close': 'Close quick links',
  },
};
