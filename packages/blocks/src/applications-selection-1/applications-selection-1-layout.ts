// Layout numbers of the large application cards, shared by the component and the registry's skeleton height.
import { FOUR_CARD_GAP, FOUR_CARD_PADDING } from '../parts/FourCardGrid.tsx';
import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

/** Width of an application card picture, in px. */
export const APPLICATION_CARD_WIDTH = 285;

/** Height of an application card picture (the whole card), in px. */
export const APPLICATION_CARD_HEIGHT = 120;

/** Head and two rows of four cards. */
export const APPLICATIONS_SELECTION_1_HEIGHT =
  BLOCK_HEAD_HEIGHT + 2 * APPLICATION_CARD_HEIGHT + FOUR_CARD_GAP + 2 * FOUR_CARD_PADDING;
