// Layout numbers of the 'points not enough' band, shared by the component and the registry's skeleton height.

/** Height of the band, in px. */
export const NOT_ENOUGH_HEIGHT = 64;

/** The band shows while the member's points are below this. Defaults to `100`. */
export const NOT_ENOUGH_DEFAULT_THRESHOLD = 100;

/** Where the button goes when the block does not say. Defaults to `/goodsList`. */
export const NOT_ENOUGH_DEFAULT_URL = '/goodsList';
