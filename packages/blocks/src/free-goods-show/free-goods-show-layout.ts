import type { GoodsGridLayout } from '../parts/GoodsGridBlock.tsx';
import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the free goods show, shared by the component and the registry's skeleton height.

/** The most goods the showcase shows (spec 03 section 9). Defaults to `8`. */
export const FREE_GOODS_SHOW_MAX = 8;

/** Goods cards per row. */
export const FREE_GOODS_SHOW_PER_ROW = 4;

/** Head and two rows of four goods cards (the showcase maximum of 8). */
export const FREE_GOODS_SHOW_HEIGHT = BLOCK_HEAD_HEIGHT + 2 * GOODS_CARD_HEIGHT + 3 * GOODS_GAP;

/** The showcase's grid of goods cards. */
export const FREE_GOODS_SHOW_GRID: GoodsGridLayout = {
  columns: FREE_GOODS_SHOW_PER_ROW,
  max: FREE_GOODS_SHOW_MAX,
  skeletonHeight: FREE_GOODS_SHOW_HEIGHT,
};
