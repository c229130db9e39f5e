import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const specialHotZonesShowMessages: MessageCatalogue = {
  'zh-CN': {
    'specialHotZonesShow.label': '专题活动',
    'specialHotZonesShow.zone': '{{name}}：区域 {{index}}',
  },
  'en-US': {
    'specialHotZonesShow.label': 'Special zone',
    'specialHotZonesShow.zone': '{{name}}: area {{index}}',
  },
};
