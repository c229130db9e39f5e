import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

/** Height of the goods showcase, in px: head and two lines of four goods cards (the showcase maximum of 8). */
export const GOODS_LIST_HEIGHT = BLOCK_HEAD_HEIGHT + 2 * GOODS_CARD_HEIGHT + 3 * GOODS_GAP;
