// The look of the blocks' framed surfaces (cards, tiles, ranking columns), in one place so that they
// stay one look: a change here reaches every block that frames its content.

/** A framed surface: the page's background, a thin muted border and rounded corners. */
export const CARD_FRAME = {
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border.muted',
  borderRadius: 'md',
} as const;

/** A card that lifts under the pointer: a shadow fades in under it. */
export const LIFT_ON_HOVER = {
  transition: 'box-shadow 0.2s',
  _hover: { boxShadow: 'md' },
} as const;
