/** Width of a slide picture, in px. */
export const CAROUSEL4_SLIDE_WIDTH = 830;

/** Height of a slide picture, in px. */
export const CAROUSEL4_SLIDE_HEIGHT = 453;

/** Height of the strip of text tabs under the picture, in px. */
export const CAROUSEL4_TABS_HEIGHT = 44;

/** Height of the block: the picture and its tab strip, in px. */
export const CAROUSEL4_HEIGHT = CAROUSEL4_SLIDE_HEIGHT + CAROUSEL4_TABS_HEIGHT;
