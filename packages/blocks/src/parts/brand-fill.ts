/**
 * A link or button filled with the brand colour, darker under the pointer: the look of the blocks'
 * main calls to action ('Buy now', 'my account', 'log in').
 */
export const BRAND_FILL = {
  bg: 'brand.solid',
  color: 'brand.contrast',
  _hover: { bg: 'brand.600' },
} as const;
