import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

// Layout numbers of the home announcements panel, shared by the component and the registry's skeleton height.

/** Notices the panel shows at most (spec 03 section 9: home announcements max 3). */
export const NOTICE_SHOW1_MAX_NOTICES = 3;

/** Height of one notice line, in px. */
export const NOTICE_SHOW1_LINE_HEIGHT = 40;

/** Padding above and below the notice lines, in px. */
export const NOTICE_SHOW1_PADDING = 8;

/** Height of the list area: three lines, also kept by the 'no announcements yet' text. */
export const NOTICE_SHOW1_BODY_HEIGHT =
  NOTICE_SHOW1_MAX_NOTICES * NOTICE_SHOW1_LINE_HEIGHT + 2 * NOTICE_SHOW1_PADDING;

/** Title row and three notice lines. */
export const NOTICE_SHOW1_HEIGHT = BLOCK_HEAD_HEIGHT + NOTICE_SHOW1_BODY_HEIGHT;
