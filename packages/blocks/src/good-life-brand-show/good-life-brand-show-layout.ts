import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

// Layout numbers of the good-life brand show, shared by the component and the registry's skeleton height.

/** Width of the featured brand's picture, in px. */
export const GOOD_LIFE_FEATURED_WIDTH = 390;

/** Height of the featured brand's picture, and of the logo grid beside it, in px. */
export const GOOD_LIFE_FEATURED_HEIGHT = 260;

/** Logos per line of the grid. */
export const GOOD_LIFE_BRANDS_PER_ROW = 4;

/** Logos the grid shows at most: two lines. */
export const GOOD_LIFE_MAX_BRANDS = 8;

/** Gap between the featured brand and the cells, and padding around them, in px. */
export const GOOD_LIFE_BRAND_GAP = 16;

/** Title row and the 260 px featured line. */
export const GOOD_LIFE_BRAND_SHOW_HEIGHT =
  BLOCK_HEAD_HEIGHT + GOOD_LIFE_FEATURED_HEIGHT + 2 * GOOD_LIFE_BRAND_GAP;
