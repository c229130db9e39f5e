import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const noticeShowMessages: MessageCatalogue = {
  'zh-CN': {
    'noticeShow.label': '公告',
    'noticeShow.more': '更多公告',
  },
  'en-US': {
    'noticeShow.label': 'Notices',
    'noticeShow.more': 'More notices',
  },
};
