import { BLOCK_HEAD_HEIGHT, GOODS_CARD_HEIGHT, GOODS_GAP } from '../parts/layout.ts';

/** Height of the flash sale, in px: head with the countdown, and one line of goods cards. */
export const FLASH_BUY_HEIGHT = BLOCK_HEAD_HEIGHT + GOODS_CARD_HEIGHT + 2 * GOODS_GAP;
