import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const noticeShowMessages: MessageCatalogue = {
  'zh-CN': {
    'notice.label': '公告',
    'notice.more': '更多公告',
  },
  'en-US': {
    'notice.label': 'Notices',
    'notice.more': 'More notices',
  },
};
