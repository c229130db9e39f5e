/**
 * The price as a whole percentage of the market price (75 for 75 of 100), only when the market price
 * is higher and the rounded share is strictly between 0 and 100, so no tag ever reads "10折" or "0% off".
 */
export function discountPercent(
  price: number | undefined,
  marketPrice: number | undefined,
): number | undefined {
  if (price === undefined || marketPrice === undefined) return undefined;
  if (!(price > 0) || !(marketPrice > price)) return undefined;
  const percent = Math.round((price / marketPrice) * 100);
  return percent > 0 && percent < 100 ? percent : undefined;
}

/** How a catalogue writes a discount: in tenths of the price paid (`7.5折`) or as the percentage taken off (`25% off`). */
export type DiscountScale = 'tenths' | 'off';

/** The number a discount tag shows for `percent` on `scale`: 75 -> `7.5` (tenths) or `25` (off). */
export function discountValue(percent: number, scale: DiscountScale): string {
  return scale === 'tenths' ? String(percent / 10) : String(100 - percent);
}
