import { BLOCK_HEAD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the goods list (list layout), shared by the component and the registry's skeleton height.

/** The most rows the list shows. Defaults to `8`. */
export const GOODS_LIST_1_MAX = 8;

/** Side of the square goods picture at the left of a row, in px. */
export const GOODS_LIST_1_IMAGE_SIZE = 200;

/** Padding inside a row, in px. */
export const GOODS_LIST_1_ROW_PADDING = 16;

/** Width of a row's frame line, in px. */
export const GOODS_LIST_1_ROW_BORDER = 1;

/** Height of one row: the picture with the padding and frame line around it (234). */
export const GOODS_LIST_1_ROW_HEIGHT =
  GOODS_LIST_1_IMAGE_SIZE + 2 * GOODS_LIST_1_ROW_PADDING + 2 * GOODS_LIST_1_ROW_BORDER;

/** Head and eight rows (a plan usually fills the list), with the gaps around them. */
export const GOODS_LIST_1_HEIGHT =
  BLOCK_HEAD_HEIGHT + GOODS_LIST_1_MAX * GOODS_LIST_1_ROW_HEIGHT + (GOODS_LIST_1_MAX + 1) * GOODS_GAP;
