import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const hotZonesShowMessages: MessageCatalogue = {
  'zh-CN': {
    'hotZones.label': '活动专区',
    'hotZones.daysLeft': '剩余 {{days}} 天',
    'hotZones.daysUnit': '天',
  },
  'en-US': {
    'hotZones.label': 'Featured',
    'hotZones.daysLeft': '{{days}} days left',
    'hotZones.daysUnit': 'days',
  },
};
