/** Height of the carousel, in px: its picture is 830x453. */
export const CAROUSEL_HEIGHT = 453;
