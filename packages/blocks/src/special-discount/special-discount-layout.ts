import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

// Layout numbers of the special discount block, shared by the component and the registry's skeleton height.

/** Goods shown at most, in one row. Defaults to `5`. */
export const SPECIAL_DISCOUNT_MAX_GOODS = 5;

/** Head (with the countdown) and one row of goods cards, in px. */
export const SPECIAL_DISCOUNT_HEIGHT = BLOCK_HEAD_HEIGHT + GOODS_CARD_HEIGHT + 2 * GOODS_GAP;
