// Layout numbers of the two-level category navigation, shared by the component and the registry.

/** Height of the first-level row (tabs), in px. */
export const CUSTOM_CATE_NAV_TWO_TABS_HEIGHT = 44;

/** Height of the second-level row (links of the selected tab), in px. */
export const CUSTOM_CATE_NAV_TWO_LINKS_HEIGHT = 40;

/** Height of the whole block: both rows, always shown, so switching tabs never moves the page. */
export const CUSTOM_CATE_NAV_TWO_HEIGHT = CUSTOM_CATE_NAV_TWO_TABS_HEIGHT + CUSTOM_CATE_NAV_TWO_LINKS_HEIGHT;

/** First-level items (tabs) that fit the 1200 px row; later ones are not shown. */
export const CUSTOM_CATE_NAV_TWO_MAX_TABS = 10;

/** Second-level links that fit the second row; later ones are not shown. */
export const CUSTOM_CATE_NAV_TWO_MAX_LINKS = 12;
