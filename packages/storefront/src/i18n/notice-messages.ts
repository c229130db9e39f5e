import type { MessageCatalogue } from '@mall/runtime';

/**
 * Strings of the notice marquee, the notice routes and the popups after login (part of namespace
 * `storefront`), keys prefixed `notice.` and `popup.`.
 */
export const noticeMessages = {
  'zh-CN': {
    'notice.marqueeLabel': '公告',
    'notice.more': '更多',
    'notice.moreLabel': '更多公告',

    'notice.listTitle': '公告中心',
    'notice.tabEnterprise': '企业公告',
    'notice.tabPlatform': '平台公告',
    'notice.empty': '暂无公告',
    'notice.loading': '公告加载中…',
    'notice.loadFailed': '公告加载失败，请稍后重试',
    'notice.retry': '重试',
    'notice.pagination': '公告分页',

    'notice.enterpriseDetail': '企业公告详情',
    'notice.platformDetail': '平台公告详情',
    'notice.publishedAt': '发布时间：{{time}}',
    'notice.notFound': '公告不存在或已下线',
    'notice.backToList': '返回公告列表',

    'popup.dontShowAgain': '不再提示',
    'popup.acknowledge': '我知道了',
    'popup.close': '关闭',
  },
  'en-US': {
    'notice.marqueeLabel': 'Notices',
    'notice.more': 'More',
    'notice.moreLabel': 'More notices',

    'notice.listTitle': 'Announcements',
    'notice.tabEnterprise': 'Enterprise notices',
    'notice.tabPlatform': 'Platform notices',
    'notice.empty': 'No announcements yet',
    'notice.loading': 'Loading the notices…',
    'notice.loadFailed': 'The notices could not be loaded, please retry later.',
    'notice.retry': 'Retry',
    'notice.pagination': 'Notice pages',

    'notice.enterpriseDetail': 'Enterprise notice',
    'notice.platformDetail': 'Platform notice',
    'notice.publishedAt': 'Published: {{time}}',
    'notice.notFound': 'This notice does not exist or has been taken down.',
    'notice.backToList': 'Back to the notices',

    'popup.dontShowAgain': "Don't show again",
    'popup.acknowledge': 'Got it',
    'popup.close': 'Close',
  },
} satisfies MessageCatalogue;
