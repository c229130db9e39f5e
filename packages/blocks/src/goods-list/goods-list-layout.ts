import type { GoodsGridLayout } from '../parts/GoodsGridBlock.tsx';
import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

/** The most goods a showcase shows (spec 03 section 9). Defaults to `8`. */
export const GOODS_SHOWCASE_MAX = 8;

/** Height of the goods showcase, in px: head and two lines of four goods cards (the showcase maximum of 8). */
export const GOODS_LIST_HEIGHT = BLOCK_HEAD_HEIGHT + 2 * GOODS_CARD_HEIGHT + 3 * GOODS_GAP;

/** The showcase's grid: four goods cards to a row. */
export const GOODS_LIST_GRID: GoodsGridLayout = {
  columns: 4,
  max: GOODS_SHOWCASE_MAX,
  skeletonHeight: GOODS_LIST_HEIGHT,
};
