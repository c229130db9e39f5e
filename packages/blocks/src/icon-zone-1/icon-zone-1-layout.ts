// Layout numbers of the round-icon zone, shared by the component and the registry's skeleton height.
import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

/** Icons per row. */
export const ICON_ZONE_1_PER_ROW = 10;

/** Rows shown before the 'more' toggle. */
export const ICON_ZONE_1_MAX_ROWS = 2;

/** Icons shown before the 'more' toggle: two rows of ten. */
export const ICON_ZONE_1_FOLDED_COUNT = ICON_ZONE_1_PER_ROW * ICON_ZONE_1_MAX_ROWS;

/** Diameter of a round icon, in px. */
export const ICON_ZONE_1_ICON_SIZE = 80;

/** Height of one row of icons (circle, label and second line), in px. */
export const ICON_ZONE_1_ROW_HEIGHT = 136;

/** Padding above and below the icons, in px. */
export const ICON_ZONE_1_PADDING = 16;

/** Head and one row of icons. */
export const ICON_ZONE_1_HEIGHT = BLOCK_HEAD_HEIGHT + ICON_ZONE_1_ROW_HEIGHT + 2 * ICON_ZONE_1_PADDING;
