import type { BlockDefinition } from '@mall/runtime';
import type { NoticeShow1Options } from '@mall/schemas';
import { NOTICE_SHOW1_HEIGHT } from './notice-show-1-layout.ts';

/**
 * The block `noticeShow1` as the page runtime knows it: its component, in a chunk of its own
 * loaded when a page has the block, and the height of the skeleton that holds its place meanwhile.
 */
export const definition: BlockDefinition<NoticeShow1Options> = {
  load: () => import('./NoticeShow1.tsx').then((m) => m.NoticeShow1),
  skeletonHeight: NOTICE_SHOW1_HEIGHT,
  starts: 'touched',
};
