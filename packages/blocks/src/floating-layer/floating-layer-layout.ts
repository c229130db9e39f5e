// Layout numbers of the floating picture, shared by the component and the registry.

/** The block takes no room in the page flow: it floats over the window. */
export const FLOATING_LAYER_HEIGHT = 0;

/** Size of the picture when the block does not say, in px. */
export const FLOATING_LAYER_DEFAULT_SIZE = 120;

/** Distance from the top of the window when the block does not say, in px. */
export const FLOATING_LAYER_DEFAULT_TOP = 200;

/** Distance from the side of the window, in px. */
export const FLOATING_LAYER_SIDE_GAP = 16;
