import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const hotColumnMessages: MessageCatalogue = {
  'zh-CN': {
    'hotColumn.label': '排行榜',
    'hotColumn.moreOf': '更多{{title}}',
  },
  'en-US': {
    'hotColumn.label': 'Rankings',
    'hotColumn.moreOf': 'More of {{title}}',
  },
};
