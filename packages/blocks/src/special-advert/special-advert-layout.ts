import { PAGE_WIDTH } from '../parts/layout.ts';

// Layout numbers of the special page adverts, shared by the component and the registry's skeleton height.

/** Height of each picture (one row) when the block does not say, in px. */
export const SPECIAL_ADVERT_HEIGHT = 300;

/** Gap between pictures and between rows, in px. */
export const SPECIAL_ADVERT_GAP = 24;

/** Pictures per row, at most. */
export const SPECIAL_ADVERT_MAX_COLUMNS = 3;

/** Width of one picture in a row of `columns` across the page column, in px: 1200, 588 or 384. */
export function specialAdvertWidth(columns: number): number {
  return (PAGE_WIDTH - (columns - 1) * SPECIAL_ADVERT_GAP) / columns;
}
