// Layout numbers of the category showcase, shared by the component and the registry's skeleton height.
import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

/** Height of the row of category tabs, in px. */
export const CLASSIFY_TABS_HEIGHT = 52;

/** Side of a tab's icon, in px. */
export const CLASSIFY_TAB_ICON_SIZE = 24;

/** Side of a sub-category picture, in px. */
export const CLASSIFY_PICTURE_SIZE = 100;

/** Sub-categories per row of the panel. */
export const CLASSIFY_PER_ROW = 6;

/** The most sub-categories a panel shows (two rows of six). */
export const CLASSIFY_PANEL_MAX = 12;

/** Height of one sub-category (picture and name), in px. */
export const CLASSIFY_TILE_HEIGHT = 136;

/** Gap between sub-category rows and around the panel, in px. */
export const CLASSIFY_GAP = 16;

/** Head, tabs and a full panel of two rows. */
export const CLASSIFY_SHOW_HEIGHT =
  BLOCK_HEAD_HEIGHT + CLASSIFY_TABS_HEIGHT + 2 * CLASSIFY_TILE_HEIGHT + 3 * CLASSIFY_GAP;
