/** Width of a slide picture, in px. */
export const CAROUSEL1_SLIDE_WIDTH = 830;

/** Height of the block: the slide picture (830x453) with the promotion column beside it, in px. */
export const CAROUSEL1_HEIGHT = 453;

/** Width of a promotion picture, in px; the column fills the rest of the 1200 px row with a 20 px gap. */
export const CAROUSEL1_PROMO_WIDTH = 350;

/** Height of a promotion picture, in px; two of them and a 21 px gap fill the row's height. */
export const CAROUSEL1_PROMO_HEIGHT = 216;
