import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const iconZone1Messages: MessageCatalogue = {
  'zh-CN': {
    'iconZone1.label': '专区服务',
    'iconZone1.offline': '暂未开放',
    'iconZone1.showMore': '展开更多（{{count}}）',
    'iconZone1.showLess': '收起',
  },
  'en-US': {
    'iconZone1.label': 'Services',
    'iconZone1.offline': 'Not available yet',
    'iconZone1.showMore': 'Show {{count}} more',
    'iconZone1.showLess': 'Show less',
  },
};
