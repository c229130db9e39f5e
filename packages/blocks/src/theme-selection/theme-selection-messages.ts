import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const themeSelectionMessages: MessageCatalogue = {
  'zh-CN': {
    'themeSelection.label': '主题精选',
    'themeSelection.inProgress': '进行中',
    'themeSelection.ended': '已结束',
  },
  'en-US': {
    'themeSelection.label': 'Theme picks',
    'themeSelection.inProgress': 'In progress',
    'themeSelection.ended': 'Ended',
  },
};
