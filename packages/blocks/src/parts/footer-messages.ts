import type { MessageCatalogue } from '@mall/runtime';

/** Strings the footer blocks share (namespace `blocks`), loaded with their chunks through `useSiteCopyright`. */
export const footerMessages: MessageCatalogue = {
  'zh-CN': {
    'footer.siteCopyright': '© {{year}} {{siteName}} 版权所有',
  },
  'en-US': {
    'footer.siteCopyright': '© {{year}} {{siteName}}. All rights reserved.',
  },
};
