import type { Locale } from '@mall/runtime';
import { groupDigits } from '@mall/schemas';

// Units that mean money (2 decimals); anything else is a points wording (integers).
const MONEY_UNITS = new Set(['元', '¥', '￥', 'rmb', 'cny', 'yuan']);

/** Whether a price unit names money rather than points. */
export function isMoneyUnit(unit: string | undefined): boolean {
  return unit !== undefined && MONEY_UNITS.has(unit.trim().toLowerCase());
}

// Both locales (zh-CN, en-US) write numbers alike: digits grouped by three with commas, a point
// before the decimals. Written out here instead of by Intl.NumberFormat: the first one a page makes
// loads the locale's number data, about 12 ms in the middle of hydrating the first screen (issue 26);
// `format-price.test.ts` holds the result to Intl's for both locales.

/**
 * `value` rounded to `decimals` places, half away from zero, on its shortest decimal text as Intl
 * rounds it (so `1.005` is `1.01`, where `toFixed` gives `1.00`), with grouped digits. `null` for a
 * value that is not finite or whose text is in exponent form (beyond 1e21 or under 1e-6), which Intl
 * handles instead.
 */
function groupedFixed(value: number, decimals: number): string | null {
  // NaN and the infinities (a price missing from bad data) are Intl's to write, as before.
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let scaled = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const integer = groupDigits(digits.slice(0, digits.length - decimals));
  const shown = decimals > 0 ? `${integer}.${digits.slice(-decimals)}` : integer;
  // Intl writes a value that rounds to zero with its sign ("-0.00"); a price never is one.
  return value < 0 && /[1-9]/.test(digits) ? `-${shown}` : shown;
}

/** Points as an integer with thousands separators: `12800` -> `12,800`. */
export function formatPoints(value: number, locale: Locale): string {
  return (
    groupedFixed(Math.round(value), 0) ??
    new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value))
  );
}

/** Money with 2 decimals and thousands separators: `1299.5` -> `1,299.50`. */
export function formatMoney(value: number, locale: Locale): string {
  return (
    groupedFixed(value, 2) ??
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  );
}

/**
 * A market price, which is money whatever the goods are priced in: `129` -> `¥129.00`. Every card,
 * list and detail shows it so (issue 22 item 12: blocks showed "129 积分", the list "¥129.00").
 */
export function formatMarketPrice(value: number, locale: Locale): string {
  return `¥${formatMoney(value, locale)}`;
}

/**
 * A price followed by its unit: money units get 2 decimals, everything else is points and an integer.
 * `unit` defaults to the points wording the caller passes as `pointsUnit`.
 */
export function formatPrice(
  value: number,
  unit: string | undefined,
  pointsUnit: string,
  locale: Locale,
): string {
  if (unit !== undefined && isMoneyUnit(unit)) return `${formatMoney(value, locale)} ${unit.trim()}`;
  return `${formatPoints(value, locale)} ${unit ?? pointsUnit}`;
}
