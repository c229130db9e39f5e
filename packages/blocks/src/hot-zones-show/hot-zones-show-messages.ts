import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const hotZonesShowMessages: MessageCatalogue = {
  'zh-CN': {
    'hotZonesShow.label': '活动专区',
    'hotZonesShow.daysLeft': '剩余 {{count}} 天',
    'hotZonesShow.daysUnit': '天',
  },
  'en-US': {
    'hotZonesShow.label': 'Featured',
    'hotZonesShow.daysLeft_one': '{{count}} day left',
    'hotZonesShow.daysLeft_other': '{{count}} days left',
    'hotZonesShow.daysUnit': 'days',
  },
};
