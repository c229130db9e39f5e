import { BLOCK_HEAD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the hot columns, shared by the component and the registry's skeleton height.

/** Columns side by side at most. Defaults to `3`. */
export const HOT_COLUMN_MAX_COLUMNS = 3;

/** Ranked goods per column at most. Defaults to `5`. */
export const HOT_COLUMN_MAX_GOODS = 5;

/** Height of a column's title row, in px. */
export const HOT_COLUMN_TITLE_HEIGHT = 44;

/** Height of one ranked goods row, in px. */
export const HOT_COLUMN_ROW_HEIGHT = 84;

/** Side of a goods picture in a row, in px. */
export const HOT_COLUMN_IMAGE_SIZE = 64;

/** Head and columns of five ranked goods, in px. */
export const HOT_COLUMN_HEIGHT =
  BLOCK_HEAD_HEIGHT +
  2 * GOODS_GAP +
  HOT_COLUMN_TITLE_HEIGHT +
  HOT_COLUMN_MAX_GOODS * HOT_COLUMN_ROW_HEIGHT +
  // the column's border, top and bottom
  2;
