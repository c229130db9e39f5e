import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const hotShowMessages: MessageCatalogue = {
  'zh-CN': {
    'hotShow.label': '热销榜',
    'hotShow.rank': 'TOP{{rank}}',
    'hotShow.previous': '上一组商品',
    'hotShow.next': '下一组商品',
    'hotShow.groupOf': '第 {{group}} 组，共 {{groups}} 组',
  },
  'en-US': {
    'hotShow.label': 'Hot list',
    'hotShow.rank': 'TOP{{rank}}',
    'hotShow.previous': 'Previous goods',
    'hotShow.next': 'Next goods',
    'hotShow.groupOf': 'Group {{group}} of {{groups}}',
  },
};
