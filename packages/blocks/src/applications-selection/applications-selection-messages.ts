import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const applicationsSelectionMessages: MessageCatalogue = {
  'zh-CN': {
    'applicationsSelection.label': '应用精选',
  },
  'en-US': {
    'applicationsSelection.label': 'Featured apps',
  },
};
