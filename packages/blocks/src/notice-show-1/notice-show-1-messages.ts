import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const noticeShow1Messages: MessageCatalogue = {
  'zh-CN': {
    'noticeShow1.title': '公告',
    'noticeShow1.empty': '暂无公告',
  },
  'en-US': {
    'noticeShow1.title': 'Announcements',
    'noticeShow1.empty': 'no announcements yet',
  },
};
