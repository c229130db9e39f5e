// Layout numbers of the points search bar, shared by the component and the registry's skeleton height.

/** Height of the bar, in px. */
export const POINT_SEARCH_HEIGHT = 72;
