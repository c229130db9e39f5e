import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

// Layout numbers of the good-life points search, shared by the component and the registry's skeleton height.

/** Range cards per line. */
export const GOOD_LIFE_POINT_SEARCH_PER_ROW = 6;

/** Height of one range card, in px. */
export const GOOD_LIFE_POINT_CARD_HEIGHT = 96;

/** Side of a card's icon, in px. */
export const GOOD_LIFE_POINT_ICON_SIZE = 48;

/** Gap between cards and padding around the grid, in px. */
export const GOOD_LIFE_POINT_GAP = 16;

/** Title row and one line of six cards (the typical configuration). */
export const GOOD_LIFE_POINT_SEARCH_HEIGHT =
  BLOCK_HEAD_HEIGHT + GOOD_LIFE_POINT_CARD_HEIGHT + 2 * GOOD_LIFE_POINT_GAP;
