import type { GoodsGridLayout } from '../parts/GoodsGridBlock.tsx';
import { BLOCK_HEAD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the goods floor, shared by the component and the registry's skeleton height.

/** Compact goods cards per row. */
export const FREE_GOODS_SHOW_2_PER_ROW = 5;

/** The most goods the floor shows: two rows of five. Defaults to `10`. */
export const FREE_GOODS_SHOW_2_MAX = 10;

/** Height of one compact card: 180 px picture, one line of name and the price, with some air. */
export const FREE_GOODS_SHOW_2_CARD_HEIGHT = 260;

/** Width of the floor's frame line, in px. */
export const FREE_GOODS_SHOW_2_BORDER = 1;

/** The coloured head band and two rows of five compact cards, inside the frame line. */
export const FREE_GOODS_SHOW_2_HEIGHT =
  BLOCK_HEAD_HEIGHT + 2 * FREE_GOODS_SHOW_2_CARD_HEIGHT + 3 * GOODS_GAP + 2 * FREE_GOODS_SHOW_2_BORDER;

/** The floor's grid of compact cards. */
export const FREE_GOODS_SHOW_2_GRID: GoodsGridLayout = {
  columns: FREE_GOODS_SHOW_2_PER_ROW,
  max: FREE_GOODS_SHOW_2_MAX,
  skeletonHeight: FREE_GOODS_SHOW_2_HEIGHT,
  compactCardHeight: FREE_GOODS_SHOW_2_CARD_HEIGHT,
};
