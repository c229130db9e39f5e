import type { BlockDefinition } from '@mall/runtime';
import type { NoticeShowOptions } from '@mall/schemas';
import { NOTICE_SHOW_HEIGHT } from './notice-show-layout.ts';

/**
 * The block `noticeShow` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<NoticeShowOptions> = {
  load: () => import('./NoticeShow.tsx').then((m) => m.NoticeShow),
  skeletonHeight: NOTICE_SHOW_HEIGHT,
};
