import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the good-life goods showcase, shared by the component and the registry's skeleton height.

/** The most goods a tab shows (spec 03 section 9: goods showcase max 8). Defaults to `8`. */
export const GOOD_LIFE_GOODS_SHOW_MAX = 8;

/** Goods cards per row. */
export const GOOD_LIFE_GOODS_SHOW_PER_ROW = 4;

/** Two rows of four goods cards with their gaps, in px. */
export const GOOD_LIFE_GOODS_SHOW_PANEL_HEIGHT = 2 * GOODS_CARD_HEIGHT + 3 * GOODS_GAP;

/** Head (with the tabs) and two rows of four goods cards, in px. */
export const GOOD_LIFE_GOODS_SHOW_HEIGHT = BLOCK_HEAD_HEIGHT + GOOD_LIFE_GOODS_SHOW_PANEL_HEIGHT;
