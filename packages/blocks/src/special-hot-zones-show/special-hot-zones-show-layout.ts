// Layout numbers of the special page hot zones, shared by the component and the registry's skeleton height.

/** Picture size when the block does not say, in px: 1200x400, the page column's width. */
export const SPECIAL_HOT_ZONES_DEFAULT_SIZE = { width: 1200, height: 400 } as const;

/** Height of the block with the default picture, in px. */
export const SPECIAL_HOT_ZONES_SHOW_HEIGHT = SPECIAL_HOT_ZONES_DEFAULT_SIZE.height;
