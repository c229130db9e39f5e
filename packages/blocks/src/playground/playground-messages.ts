import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const playgroundMessages: MessageCatalogue = {
  'zh-CN': {
    'playground.title': '页面试验场',
    'playground.intro': '粘贴页面 JSON（{"list":[...]}），右侧即时显示校验结果和预览。',
    'playground.input': '页面 JSON',
    'playground.reset': '恢复示例页面',
    'playground.diagnostics': '校验结果',
    'playground.checking': '校验中…',
    'playground.clean': '没有问题：{{count}} 个区块全部有效。',
    'playground.pageError': '整页无法读取：{{message}}',
    'playground.key': '区块 key',
    'playground.type': '类型',
    'playground.reason': '原因',
    'playground.path': '字段',
    'playground.message': '说明',
    'playground.preview': '预览',
  },
  'en-US': {
    'playground.title': 'Page playground',
    'playground.intro': 'Paste page JSON ({"list":[...]}); the diagnostics and the preview update beside it.',
    'playground.input': 'Page JSON',
    'playground.reset': 'Restore the sample page',
    'playground.diagnostics': 'Diagnostics',
    'playground.checking': 'Checking…',
    'playground.clean_one': 'No problems: the {{count}} block is valid.',
    'playground.clean_other': 'No problems: all {{count}} blocks are valid.',
    'playground.pageError': 'The page cannot be read: {{message}}',
    'playground.key': 'Block key',
    'playground.type': 'Type',
    'playground.reason': 'Reason',
    'playground.path': 'Field',
    'playground.message': 'Message',
    'playground.preview': 'Preview',
  },
};
