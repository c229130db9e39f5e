// Layout numbers of the special zone top image, shared by the component and the registry's skeleton height.

/** Width the top picture is made for, in px (it is centred and cropped at the sides when narrower). */
export const SPECIAL_TOP_WIDTH = 1920;

/** Height of the top picture when the block does not say, in px. */
export const SPECIAL_TOP_HEIGHT = 500;
