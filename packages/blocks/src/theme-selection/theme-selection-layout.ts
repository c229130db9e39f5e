// Layout numbers of the theme selection, shared by the component and the registry's skeleton height.
import { FOUR_CARD_PADDING } from '../parts/FourCardGrid.tsx';
import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

/** Width of a theme picture, in px. */
export const THEME_PICTURE_WIDTH = 285;

/** Height of a theme picture, in px. */
export const THEME_PICTURE_HEIGHT = 160;

/** Height of the title and subtitle under the picture, in px. */
export const THEME_TEXT_HEIGHT = 72;

/** Height of one theme card, in px. */
export const THEME_CARD_HEIGHT = THEME_PICTURE_HEIGHT + THEME_TEXT_HEIGHT;

/** Head and one row of four theme cards. */
export const THEME_SELECTION_HEIGHT = BLOCK_HEAD_HEIGHT + THEME_CARD_HEIGHT + 2 * FOUR_CARD_PADDING;
