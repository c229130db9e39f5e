/** Height of the banner, in px: its picture is 1200x100. */
export const BANNER_ADVERT_HEIGHT = 100;
