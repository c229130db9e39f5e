/** Width of the page column every block lays its content in, in px. */
export const PAGE_WIDTH = 1200;

/** Height of a block's title row (head), in px. */
export const BLOCK_HEAD_HEIGHT = 48;

/** Height of one goods card, in px. */
export const GOODS_CARD_HEIGHT = 300;

/** Gap between goods cards and around a card grid, in px. */
export const GOODS_GAP = 16;

/**
 * The CSS variable a host sets to the width of what it fixes to the window's right edge (the
 * storefront's side toolbar): blocks floating at that edge stand clear of it. Unset, they keep to
 * the edge itself.
 */
export const WINDOW_END_INSET_VAR = '--mall-window-end-inset';

/** The right offset of a block fixed `gap` px from the window's right edge, clear of the host's toolbar. */
export const windowEndOffset = (gap = 0): string => `calc(var(${WINDOW_END_INSET_VAR}, 0px) + ${gap}px)`;

/** Size of a hot-zone picture when the block does not say, in px: the page column's width by 400. */
export const HOT_ZONES_DEFAULT_SIZE = { width: PAGE_WIDTH, height: 400 } as const;
