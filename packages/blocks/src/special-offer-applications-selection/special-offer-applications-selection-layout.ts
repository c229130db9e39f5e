// Layout numbers of the special-offer application cards, shared by the component and the registry's skeleton height.
import { FOUR_CARD_PADDING } from '../parts/FourCardGrid.tsx';
import { BLOCK_HEAD_HEIGHT } from '../parts/layout.ts';

/** Width of an offer picture, in px. */
export const OFFER_PICTURE_WIDTH = 285;

/** Height of an offer picture, in px. */
export const OFFER_PICTURE_HEIGHT = 160;

/** Height of the name and price line under the picture, in px. */
export const OFFER_TEXT_HEIGHT = 48;

/** Height of one offer card, in px. */
export const OFFER_CARD_HEIGHT = OFFER_PICTURE_HEIGHT + OFFER_TEXT_HEIGHT;

/** Head and one row of four offer cards. */
export const SPECIAL_OFFER_APPLICATIONS_SELECTION_HEIGHT =
  BLOCK_HEAD_HEIGHT + OFFER_CARD_HEIGHT + 2 * FOUR_CARD_PADDING;
