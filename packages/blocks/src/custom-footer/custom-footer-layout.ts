// Layout numbers of the custom page's footer, shared by the component and the registry.

/** Link columns shown, at most. */
export const CUSTOM_FOOTER_MAX_COLUMNS = 5;

/** Links shown under one column heading, at most. */
export const CUSTOM_FOOTER_MAX_LINKS = 6;

/** Height of one link line in a column, in px. */
export const CUSTOM_FOOTER_LINK_HEIGHT = 26;

/** Height of the column area: 24 px padding, a 24 px heading, 8 px gap, 6 links and 8 px padding. */
export const CUSTOM_FOOTER_COLUMNS_HEIGHT =
  24 + 24 + 8 + CUSTOM_FOOTER_MAX_LINKS * CUSTOM_FOOTER_LINK_HEIGHT + 8;

/** Height of the contact line and of the copyright line, in px each. */
export const CUSTOM_FOOTER_LINE_HEIGHT = 40;

/** Height of the whole footer with columns, contact line and copyright line. */
export const CUSTOM_FOOTER_HEIGHT = CUSTOM_FOOTER_COLUMNS_HEIGHT + 2 * CUSTOM_FOOTER_LINE_HEIGHT;
