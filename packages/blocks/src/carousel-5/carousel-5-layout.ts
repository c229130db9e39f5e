/** Width of a slide picture, in px. */
export const CAROUSEL5_SLIDE_WIDTH = 830;

/** Height of the block: the slide picture with the category list beside it, in px. */
export const CAROUSEL5_HEIGHT = 453;

/** Width of the category list, in px; it fills the 1200 px row beside the picture. */
export const CAROUSEL5_NAV_WIDTH = 370;

/** Height of the category list's title row, in px. */
export const CAROUSEL5_NAV_HEAD_HEIGHT = 44;

/** Height of one category line, in px: the title row and 12 lines fit the picture's height. */
export const CAROUSEL5_NAV_ROW_HEIGHT = 34;
