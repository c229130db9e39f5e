import type { MessageCatalogue } from '@mall/runtime';
import { noticeMessages } from './notice-messages.ts';
import { sessionMessages } from './session-messages.ts';
import { shellMessages } from './shell-messages.ts';
import { toolbarMessages } from './toolbar-messages.ts';

/** Strings of the page routes, request layer and preview (part of namespace `storefront`). */
const coreMessages = {
  'zh-CN': {
    'request.timeout': '连接超时，请稍后重试',
    'request.networkError': '网络错误，请稍后重试',
    'request.close': '关闭',

    'link.noPermission': '您没有访问权限',

    'login.promptTitle': '请登录',
    'login.promptText': '请登录后再进行此操作',
    'login.now': '立即登录',
    'login.keepBrowsing': '继续浏览',

    'shell.defaultSiteName': '福利商城',
    'shell.homeLink': '{{siteName}}首页',
    'shell.logoAlt': '{{siteName}}标志',
    'shell.enterpriseLogoAlt': '企业标志',
    'shell.enterpriseSubLogoAlt': '企业副标志',
    'shell.skipToContent': '跳到主要内容',
    'shell.copyright': '© {{year}} {{siteName}} 版权所有',
    'shell.serviceHours': '客服时间：周一至周五 9:00-17:00',

    'page.loading': '页面加载中…',
    'page.empty': '该页面暂无内容',
    'page.onlyInChinese': '本页内容只有中文版。',
    'page.loadFailed': '页面加载失败，请稍后重试',
    'page.retry': '重试',

    'list.prevPage': '上一页',
    'list.nextPage': '下一页',
    'list.pageLabel': '第 {{page}} 页',
    'page.unreadable': '页面数据无法读取：{{message}}',

    'preview.badge': '预览模式',
    'preview.title': '诊断信息：{{blocks}} 个区块共 {{problems}} 处问题',
    'preview.titleClean': '诊断信息：没有问题',
    'preview.clean': '没有发现问题，所有区块均可渲染。',
    'preview.pageError': '整页错误：{{message}}',
    'preview.column.block': '区块',
    'preview.column.key': 'key',
    'preview.column.type': '类型',
    'preview.column.reason': '原因',
    'preview.column.path': '字段',
    'preview.column.message': '说明',
    'preview.wholeBlock': '（整个区块）',

    'sdm.title': '系统维护中',
    'sdm.defaultMessage': '系统正在维护，请稍后再访问。',
    'sdm.home': '返回首页',

    'notFound.title': '页面不存在',
    'notFound.text': '您访问的页面不存在或已下线。',
    'notFound.home': '返回首页',

    'routeError.title': '页面出错了',
    'routeError.text': '抱歉，这个页面暂时无法显示。',
    'routeError.loadFailed': '页面代码加载失败，可能是网络不稳定或网站刚刚更新。',
    'routeError.reload': '重新加载',
    'routeError.home': '返回首页',
  },
  'en-US': {
    'request.timeout': 'connection timeout, please retry later',
    'request.networkError': 'network error, please retry later',
    'request.close': 'Close',

    'link.noPermission': 'you have no access permission',

    'login.promptTitle': 'Please log in',
    'login.promptText': 'Please log in before doing this',
    'login.now': 'Log in now',
    'login.keepBrowsing': 'Keep browsing',

    'shell.defaultSiteName': 'Benefits Mall',
    'shell.homeLink': '{{siteName}} home',
    'shell.logoAlt': '{{siteName}} logo',
    'shell.enterpriseLogoAlt': 'Enterprise logo',
    'shell.enterpriseSubLogoAlt': 'Enterprise sub-logo',
    'shell.skipToContent': 'Skip to main content',
    'shell.copyright': '© {{year}} {{siteName}}. All rights reserved.',
    'shell.serviceHours': 'Customer service: Monday to Friday 9:00-17:00',

    'page.loading': 'Loading the page…',
    'page.empty': 'This page has no content yet.',
    'page.onlyInChinese': 'This page is only available in Chinese.',
    'page.loadFailed': 'The page could not be loaded, please retry later.',
    'page.retry': 'Retry',

    'list.prevPage': 'Previous page',
    'list.nextPage': 'Next page',
    'list.pageLabel': 'Page {{page}}',
    'page.unreadable': 'The page data cannot be read: {{message}}',

    'preview.badge': 'Preview mode',
    'preview.title': 'Diagnostics: {{problems}} problem(s) in {{blocks}} block(s)',
    'preview.titleClean': 'Diagnostics: no problems',
    'preview.clean': 'No problems found: every block can render.',
    'preview.pageError': 'Page error: {{message}}',
    'preview.column.block': 'Block',
    'preview.column.key': 'Key',
    'preview.column.type': 'Type',
    'preview.column.reason': 'Reason',
    'preview.column.path': 'Field',
    'preview.column.message': 'Message',
    'preview.wholeBlock': '(whole block)',

    'sdm.title': 'Under maintenance',
    'sdm.defaultMessage': 'The mall is under maintenance. Please come back later.',
    'sdm.home': 'Back to home',

    'notFound.title': 'Page not found',
    'notFound.text': 'The page you are looking for does not exist or has been taken offline.',
    'notFound.home': 'Back to home',

    'routeError.title': 'Something went wrong',
    'routeError.text': 'Sorry, this page cannot be shown right now.',
    'routeError.loadFailed':
      'The code of this page could not be loaded; the network may be unstable or the site was just updated.',
    'routeError.reload': 'Reload',
    'routeError.home': 'Back to home',
  },
} satisfies MessageCatalogue;

/**
 * Every string the storefront itself shows (namespace `storefront`), in zh-CN and en-US: one
 * namespace, kept in one file per area so each area's strings sit together.
 */
export const storefrontMessages = {
  'zh-CN': {
    ...coreMessages['zh-CN'],
    ...shellMessages['zh-CN'],
    ...sessionMessages['zh-CN'],
    ...noticeMessages['zh-CN'],
    ...toolbarMessages['zh-CN'],
  },
  'en-US': {
    ...coreMessages['en-US'],
    ...shellMessages['en-US'],
    ...sessionMessages['en-US'],
    ...noticeMessages['en-US'],
    ...toolbarMessages['en-US'],
  },
} satisfies MessageCatalogue;
