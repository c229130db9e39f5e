/** Width of the fixed side toolbar on the right edge. */
export const TOOLBAR_WIDTH_PX = 40;

/** Width of a toolbar drawer (spec 01 section 9). */
export const DRAWER_WIDTH_PX = 300;

/** How many rows each drawer lists (spec 01 section 9). */
export const DRAWER_LIST_SIZES = { orders: 10, coupons: 10, favorites: 10, footprints: 20 } as const;
