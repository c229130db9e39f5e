import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const iconZoneMessages: MessageCatalogue = {
  'zh-CN': {
    'iconZone.label': '服务入口',
    'iconZone.scrollUp': '向上滚动',
    'iconZone.scrollDown': '向下滚动',
    'iconZone.offline': '暂未开放',
  },
  'en-US': {
    'iconZone.label': 'Services',
    'iconZone.scrollUp': 'Scroll up',
    'iconZone.scrollDown': 'Scroll down',
    'iconZone.offline': 'Not available yet',
  },
};
