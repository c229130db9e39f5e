// Layout numbers of the floating menu, shared by the component and the registry.

/** The block takes no room in the page flow: it floats over the window. */
export const FLOATING_LAYER_1_HEIGHT = 0;

/** Entries shown, at most. */
export const FLOATING_LAYER_1_MAX_ITEMS = 6;

/** Side of an entry's icon, in px. */
export const FLOATING_LAYER_1_ICON_SIZE = 40;

/** Width of the menu, in px. */
export const FLOATING_LAYER_1_WIDTH = 76;
