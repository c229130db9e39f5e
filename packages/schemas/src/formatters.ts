// The shared formatters of spec 01 section 5: addresses, dates from unix seconds and prices. Plain
// functions of their input (dates in the runtime's time zone), for the storefront, the blocks and
// the server alike.

/** An address with its commas as spaces: `浙江省,杭州市,西湖区` -> `浙江省 杭州市 西湖区`. Null as ''. */
export function formatAddress(address: string | null | undefined): string {
  return (address ?? '').replaceAll(',', ' ');
}

/** The pattern `formatUnixTime` uses when given none. */
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A unix time in seconds written with `pattern`, in the runtime's time zone: `yyyy` the year, `MM`
 * the month, `dd` the day, `hh` (or `HH`) the hour of 24, `mm` minutes and `ss` seconds; single
 * letters (`M`, `d`, `h`, `m`, `s`) leave out the leading zero. An empty or unreadable input gives
 * ''. Defaults to `DEFAULT_DATE_PATTERN` (`yyyy-MM-dd hh:mm:ss`).
 */
export function formatUnixTime(
  seconds: number | string | null | undefined,
  pattern: string = DEFAULT_DATE_PATTERN,
): string {
  if (seconds === null || seconds === undefined || seconds === '') return '';
  const value = Number(seconds);
  if (!Number.isFinite(value)) return '';
  const date = new Date(value * 1000);
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    M: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    H: date.getHours(),
    m: date.getMinutes(),
    s: date.getSeconds(),
  };
  return pattern.replace(/y+|M+|d+|h+|H+|m+|s+/g, (token) => {
    const part = parts[token[0] ?? ''] ?? 0;
    return token[0] === 'y' ? pad(part, token.length).slice(-token.length) : pad(part, token.length);
  });
}

/**
 * The decimal digits of a non-negative integer's text grouped by three with commas, as both of the
 * mall's languages (zh-CN, en-US) write numbers: `1234567` -> `1,234,567`. Written out rather than
 * by `Intl.NumberFormat`: the first one a page makes loads the locale's number data, 12 to 50 ms in
 * the middle of hydrating it (issue 26).
 */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What `formatPriceText` writes: the whole price, or only its integer or fraction part. */
export interface PriceTextOptions {
  /** `integer` writes `12` of `12.50`, `fraction` writes `50`; without it, `12.50`. */
  part?: 'integer' | 'fraction';
  /** Put before the price (or its part), e.g. `¥`. Defaults to none. */
  symbol?: string;
}

/**
 * A price with 2 decimals and no thousands separators: `12.5` -> `12.50`, with `{ part: 'integer' }`
 * `12`, with `{ part: 'fraction' }` `50`, with `{ symbol: '¥' }` `¥12.50`. An empty or unreadable
 * price gives ''.
 */
export function formatPriceText(
  price: number | string | null | undefined,
  options: PriceTextOptions = {},
): string {
  if (price === null || price === undefined || price === '') return '';
  const value = Number(price);
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(2);
  const [integer = '0', fraction = '00'] = fixed.split('.');
  const text = options.part === 'integer' ? integer : options.part === 'fraction' ? fraction : fixed;
  return `${options.symbol ?? ''}${text}`;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The calendar day in China `days` after `now`, as `yyyy-MM-dd`: the calendar the mall's dates are
 * counted by (bookable days, entry dates), wherever the code runs. Defaults to today (`days` 0).
 */
export function chinaDay(now: Date, days = 0): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** True when `text` is a real `yyyy-MM-dd` day: `2026-02-28`, not `2026-02-30` or `2026-2-8`. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  // 2026-02-30 parses as March 2nd in some engines and not at all in others.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}
