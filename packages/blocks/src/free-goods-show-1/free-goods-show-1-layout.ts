import type { GoodsGridLayout } from '../parts/GoodsGridBlock.tsx';
import { BLOCK_HEAD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the free goods show with a feature picture, shared by the component and the
// registry's skeleton height.

/** Width of the feature picture on the left, in px. */
export const FREE_GOODS_SHOW_1_FEATURE_WIDTH = 285;

/** Height of the feature picture, in px; the two rows of goods beside it are exactly as tall. */
export const FREE_GOODS_SHOW_1_FEATURE_HEIGHT = 600;

/** Goods cards per row beside the picture. */
export const FREE_GOODS_SHOW_1_PER_ROW = 3;

/** The most goods shown: a 3x2 grid. Defaults to `6`. */
export const FREE_GOODS_SHOW_1_MAX = 6;

/** Height of one goods card: two rows and the gap between them fill the picture's height (292). */
export const FREE_GOODS_SHOW_1_CARD_HEIGHT = (FREE_GOODS_SHOW_1_FEATURE_HEIGHT - GOODS_GAP) / 2;

/** Head, and the feature picture with padding above and below. */
export const FREE_GOODS_SHOW_1_HEIGHT = BLOCK_HEAD_HEIGHT + FREE_GOODS_SHOW_1_FEATURE_HEIGHT + 2 * GOODS_GAP;

/** The grid beside the picture: compact cards, three to a row, two rows. */
export const FREE_GOODS_SHOW_1_GRID: GoodsGridLayout = {
  columns: FREE_GOODS_SHOW_1_PER_ROW,
  max: FREE_GOODS_SHOW_1_MAX,
  skeletonHeight: FREE_GOODS_SHOW_1_HEIGHT,
  compactCardHeight: FREE_GOODS_SHOW_1_CARD_HEIGHT,
};
