/** Width of the page column every block lays its content in, in px. */
export const PAGE_WIDTH = 1200;

/** Height of a block's title row (head), in px. */
export const BLOCK_HEAD_HEIGHT = 48;

/** Height of one goods card, in px. */
export const GOODS_CARD_HEIGHT = 300;

/** Gap between goods cards and around a card grid, in px. */
export const GOODS_GAP = 16;
