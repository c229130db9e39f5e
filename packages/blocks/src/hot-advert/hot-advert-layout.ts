import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

// Layout numbers of the hot adverts, shared by the component and the registry's skeleton height.
// 590 + 20 + 2 x 290 + 10 = 1200 across, and 2 x 145 + 10 = 300 down beside the large picture.

/** Size of the first, large picture, in px. */
export const HOT_ADVERT_LARGE = { width: 590, height: 300 } as const;

/** Size of each small picture, in px. */
export const HOT_ADVERT_SMALL = { width: 290, height: 145 } as const;

/** Small pictures beside the large one (two lines of two). */
export const HOT_ADVERT_SMALL_COUNT = 4;

/** Gap between the large picture and the small ones, in px. */
export const HOT_ADVERT_GAP = 20;

/** Gap between the small pictures, in px. */
export const HOT_ADVERT_SMALL_GAP = 10;

/** The typical block: a title row over the 300 px row of pictures. */
export const HOT_ADVERT_HEIGHT = BLOCK_HEAD_HEIGHT + HOT_ADVERT_LARGE.height;
