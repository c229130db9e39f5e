import { PAGE_WIDTH } from '../parts/layout.ts';

// Layout numbers of the discount adverts, shared by the component and the registry's skeleton height.

/** Height of every picture, in px; the block is this high. */
export const DISCOUNT_ADVERT_HEIGHT = 200;

/** Gap between the pictures, in px. */
export const DISCOUNT_ADVERT_GAP = 24;

/** Pictures in one row, at most. */
export const DISCOUNT_ADVERT_MAX = 4;

/** Width of each of `count` pictures across the page column, in px: 588, 384 or 282 for 2, 3 or 4. */
export function discountAdvertWidth(count: number): number {
  return (PAGE_WIDTH - (count - 1) * DISCOUNT_ADVERT_GAP) / count;
}
