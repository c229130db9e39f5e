import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

// Layout numbers of the icon zone, shared by the component and the registry's skeleton height.

/** Pixels the vertical icon area moves per click of an arrow: exactly two lines of icons. Defaults to `191.25`. */
export const ICON_ZONE_SCROLL_STEP = 191.25;

/** Icons per line. */
export const ICON_ZONE_PER_ROW = 6;

/** Icons that fit the two visible lines; a tab with more scrolls vertically. */
export const ICON_ZONE_PAGE_SIZE = ICON_ZONE_PER_ROW * 2;

/** Height of one line of icons, in px (two lines make one scroll step). */
export const ICON_ZONE_ROW_HEIGHT = ICON_ZONE_SCROLL_STEP / 2;

/** Height of the tab bar, in px. */
export const ICON_ZONE_TABS_HEIGHT = 40;

/** Padding above and below the icon area, in px. */
export const ICON_ZONE_PADDING = 16;

/** Height of the icon zone, in px: head, tab bar and two lines of icons. */
export const ICON_ZONE_HEIGHT =
  BLOCK_HEAD_HEIGHT + ICON_ZONE_TABS_HEIGHT + ICON_ZONE_SCROLL_STEP + 2 * ICON_ZONE_PADDING;
