import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const customFooterMessages: MessageCatalogue = {
  'zh-CN': {
    'customFooter.label': '页脚',
    'customFooter.contact': '联系我们',
    'customFooter.hotline': '客服热线：{{value}}',
    'customFooter.serviceHours': '服务时间：{{value}}',
    'customFooter.mailbox': '客服邮箱：{{value}}',
  },
  'en-US': {
    'customFooter.label': 'Footer',
    'customFooter.contact': 'Contact us',
    'customFooter.hotline': 'Hotline: {{value}}',
    'customFooter.serviceHours': 'Service hours: {{value}}',
    'customFooter.mailbox': 'Service mailbox: {{value}}',
  },
};
