import type { Locale } from '@mall/runtime';

// Units that mean money (2 decimals); anything else is a points wording (integers).
const MONEY_UNITS = new Set(['元', '¥', '￥', 'rmb', 'cny', 'yuan']);

/** Whether a price unit names money rather than points. */
export function isMoneyUnit(unit: string | undefined): boolean {
  return unit !== undefined && MONEY_UNITS.has(unit.trim().toLowerCase());
}

// Making an Intl.NumberFormat costs about a millisecond (it loads locale data); a cart or goods
// grid formats hundreds of prices per render, so each locale's formatter is made once.
const pointsFormats = new Map<Locale, Intl.NumberFormat>();
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

function formatterFor(
  cache: Map<Locale, Intl.NumberFormat>,
  locale: Locale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

/** Points as an integer with thousands separators: `12800` -> `12,800`. */
export function formatPoints(value: number, locale: Locale): string {
  return formatterFor(pointsFormats, locale, { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** Money with 2 decimals and thousands separators: `1299.5` -> `1,299.50`. */
export function formatMoney(value: number, locale: Locale): string {
  return formatterFor(moneyFormats, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
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
