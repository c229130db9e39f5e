/** Width of a slide picture (the 990x453 carousel variant of spec 03 section 9), in px. */
export const CAROUSEL2_SLIDE_WIDTH = 990;

/** Height of the block: the slide picture with the member panel beside it, in px. */
export const CAROUSEL2_HEIGHT = 453;

/** Width of the member panel, in px; with a 10 px gap it fills the 1200 px row. */
export const CAROUSEL2_PANEL_WIDTH = 200;
