/** Width of a slide picture: the whole page column, in px. */
export const GOOD_LIFE_CAROUSEL_WIDTH = 1200;

/** Height of the block: the slide picture on its full-width band, in px. */
export const GOOD_LIFE_CAROUSEL_HEIGHT = 453;

/** The good-life cream the band shows behind a slide without a colour of its own. */
export const GOOD_LIFE_BAND_COLOR = '#fff3e3';
