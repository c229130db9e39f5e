import { HOT_ZONES_DEFAULT_SIZE } from '../parts/layout.ts';

/** Height of the block with the default 1200x400 picture, in px. */
export const SPECIAL_HOT_ZONES_SHOW_HEIGHT = HOT_ZONES_DEFAULT_SIZE.height;
