import { HOT_ZONES_DEFAULT_SIZE } from '../parts/layout.ts';

/** Height of the hot zones, in px: the default 1200x400 picture at the 1200 px page width. */
export const HOT_ZONES_SHOW_HEIGHT = HOT_ZONES_DEFAULT_SIZE.height;
