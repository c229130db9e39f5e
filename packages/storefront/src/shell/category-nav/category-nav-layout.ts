// Layout numbers of the category navigation, shared by the navigation and its skeleton (which the
// page frame loads up front, so this file holds numbers only).

/**
 * How the category menu shows: `menu` opens on hover or focus, `open` is always open (the list
 * page's `showAllNav=1`).
 */
export type CategoryNavMode = 'menu' | 'open';

/** Height of the navigation row under the site header, in px. */
export const CATEGORY_NAV_HEIGHT = 40;

/** Width of the "all categories" box, in px. */
export const CATEGORY_BOX_WIDTH = 200;

/** Height of a first-level category's row, in px. */
export const CATEGORY_ROW_HEIGHT = 32;

/** First-level categories the list is sized for at least (the seed has ten). */
export const CATEGORY_BOX_ROWS = 10;

/**
 * Least height of the first-level list, in px: ten rows and its padding. The list grows to show every
 * first-level category: the spec's 200 px box hid four of ten behind a scroll with no scrollbar or
 * hint (issue 22), and the flyout beside it has room.
 */
export const CATEGORY_BOX_HEIGHT = CATEGORY_BOX_ROWS * CATEGORY_ROW_HEIGHT + 8;

/**
 * Time the menu and its flyout stay open after the pointer leaves them, in ms, so a pointer
 * cutting a corner on its way into the flyout does not close it. Defaults to `150`.
 */
export const CATEGORY_NAV_CLOSE_DELAY = 150;
