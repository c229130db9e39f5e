// Layout numbers of the custom page's category navigation, shared by the component and the registry.

/** Height of the nav bar, in px (it sits right under the site header). */
export const CUSTOM_CATE_NAV_HEIGHT = 44;

/** Nav items that fit the 1200 px bar; later ones are not shown. */
export const CUSTOM_CATE_NAV_MAX_ITEMS = 12;

/** Columns of child links in a hover panel, at most. */
export const CUSTOM_CATE_NAV_PANEL_COLUMNS = 4;

/**
 * Time a panel stays open after the pointer leaves its item, in ms, so a pointer crossing the gap
 * (or cutting a corner) on its way into the panel does not close it. Defaults to `150`.
 */
export const CUSTOM_CATE_NAV_CLOSE_DELAY = 150;
