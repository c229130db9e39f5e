// The keyboard focus rings of the blocks' links and buttons, in the brand colour.

/** Drawn just outside the element: cards, tiles, buttons with room around them. */
export const FOCUS_RING = {
  outline: '2px solid',
  outlineColor: 'brand.solid',
  outlineOffset: '2px',
} as const;

/** Drawn just inside the element: entries that touch their neighbours or their container's edge. */
export const FOCUS_RING_INSIDE = { ...FOCUS_RING, outlineOffset: '-2px' } as const;
