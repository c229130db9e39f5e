import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the hot list, shared by the component and the registry's skeleton height.

/** Goods in one view of the hot list (spec 03 section 9); previous/next move by as many. Defaults to `5`. */
export const HOT_SHOW_PER_VIEW = 5;

/** Head and one row of goods cards, in px. */
export const HOT_SHOW_HEIGHT = BLOCK_HEAD_HEIGHT + GOODS_CARD_HEIGHT + 2 * GOODS_GAP;
