import type { MessageCatalogue } from '@mall/runtime';

/** Strings of this block (namespace `blocks`), loaded with its chunk through `useBlockTranslation`. */
export const videoBannerMessages: MessageCatalogue = {
  'zh-CN': {
    'videoBanner.label': '视频',
    'videoBanner.learnMore': '了解更多',
    'videoBanner.unsupported': '当前浏览器无法播放视频“{{title}}”。',
  },
  'en-US': {
    'videoBanner.label': 'Video',
    'videoBanner.learnMore': 'Learn more',
    'videoBanner.unsupported': 'This browser cannot play the video “{{title}}”.',
  },
};
