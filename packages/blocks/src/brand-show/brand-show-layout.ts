import { BRAND_LOGO_HEIGHT } from '../parts/BrandLogo.tsx';
import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

// Layout numbers of the brand wall, shared by the component and the registry's skeleton height.

/** Logos per line. */
export const BRAND_SHOW_PER_ROW = 6;

/** Logos the wall shows at most: three lines. */
export const BRAND_SHOW_MAX_BRANDS = 18;

/** Height of one logo cell (the logo and its padding), in px. */
export const BRAND_SHOW_CELL_HEIGHT = BRAND_LOGO_HEIGHT + 24;

/** Gap between cells and padding around the grid, in px. */
export const BRAND_SHOW_GAP = 12;

/** Title row and two lines of logos (the typical twelve brands). */
export const BRAND_SHOW_HEIGHT = BLOCK_HEAD_HEIGHT + 2 * BRAND_SHOW_CELL_HEIGHT + 3 * BRAND_SHOW_GAP;
