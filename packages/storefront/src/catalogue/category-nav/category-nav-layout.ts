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

/** Height of the first-level list; a longer list scrolls inside it (spec 02 section 2). */
export const CATEGORY_BOX_HEIGHT = 200;

/**
 * Time the menu and its flyout stay open after the pointer leaves them, in ms, so a pointer
 * cutting a corner on its way into the flyout does not close it. Defaults to `150`.
 */
export const CATEGORY_NAV_CLOSE_DELAY = 150;
