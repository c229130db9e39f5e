import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const customFooter1Messages: MessageCatalogue = {
  'zh-CN': {
    'customFooter1.label': '页脚',
    'customFooter1.links': '页脚链接',
    'customFooter1.logo': '商城标志',
  },
  'en-US': {
    'customFooter1.label': 'Footer',
    'customFooter1.links': 'Footer links',
    'customFooter1.logo': 'Mall logo',
  },
};
