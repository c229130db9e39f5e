/** Height of the notice marquee, in px: one line of notices. */
export const NOTICE_SHOW_HEIGHT = 40;
