// Layout numbers of the compact custom page footer, shared by the component and the registry.

/** Size of the logo picture, in px. */
export const CUSTOM_FOOTER_1_LOGO_WIDTH = 160;
export const CUSTOM_FOOTER_1_LOGO_HEIGHT = 48;

/** Links shown in the row, at most. */
export const CUSTOM_FOOTER_1_MAX_LINKS = 10;

/** Padding above and below the content, in px. */
export const CUSTOM_FOOTER_1_PADDING = 24;

/** Gap between logo, link row and copyright line, in px. */
export const CUSTOM_FOOTER_1_GAP = 10;

/** Height of the link row, in px. */
export const CUSTOM_FOOTER_1_LINKS_HEIGHT = 24;

/** Height of the copyright line, in px. */
export const CUSTOM_FOOTER_1_COPYRIGHT_HEIGHT = 20;

/** Height of the footer with logo, links and copyright. */
export const CUSTOM_FOOTER_1_HEIGHT =
  2 * CUSTOM_FOOTER_1_PADDING +
  CUSTOM_FOOTER_1_LOGO_HEIGHT +
  CUSTOM_FOOTER_1_LINKS_HEIGHT +
  CUSTOM_FOOTER_1_COPYRIGHT_HEIGHT +
  2 * CUSTOM_FOOTER_1_GAP;
