/** Width of a slide picture: the whole page column, in px. */
export const CAROUSEL3_SLIDE_WIDTH = 1200;

/** Height of a slide picture, in px. */
export const CAROUSEL3_SLIDE_HEIGHT = 453;

/** Size of a thumbnail, in px (the slide's 1200x453 shape scaled down). */
export const CAROUSEL3_THUMB_WIDTH = 120;
export const CAROUSEL3_THUMB_HEIGHT = 45;

/** Space above and below the thumbnails, in px. */
export const CAROUSEL3_STRIP_PADDING = 10;

/** Height of the block: the picture and the thumbnail strip under it, in px. */
export const CAROUSEL3_HEIGHT = CAROUSEL3_SLIDE_HEIGHT + CAROUSEL3_THUMB_HEIGHT + 2 * CAROUSEL3_STRIP_PADDING;
