import { describe, expect, it } from 'vitest';
import {
  chinaDay,
  DEFAULT_DATE_PATTERN,
  formatAddress,
  formatPriceText,
  formatUnixTime,
  isCalendarDay,
} from '../src/index.ts';

// A moment built in the runtime's own time zone, as the formatter reads it, in unix seconds.
const seconds = (...parts: [number, number, number, number, number, number]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]).getTime() / 1000;

describe('formatAddress', () => {
  it('writes the commas of an address as spaces', () => {
    expect(formatAddress('浙江省,杭州市,西湖区')).toBe('浙江省 杭州市 西湖区');
    expect(formatAddress('上海市 上海市')).toBe('上海市 上海市');
  });

  it('writes no address as an empty text', () => {
    expect(formatAddress(null)).toBe('');
    expect(formatAddress(undefined)).toBe('');
  });
});

describe('formatUnixTime', () => {
  it('writes unix seconds as yyyy-MM-dd hh:mm:ss with 24-hour hours by default', () => {
    expect(DEFAULT_DATE_PATTERN).toBe('yyyy-MM-dd hh:mm:ss');
    expect(formatUnixTime(seconds(2026, 3, 7, 15, 4, 9))).toBe('2026-03-07 15:04:09');
    expect(formatUnixTime(String(seconds(2026, 12, 31, 0, 0, 0)))).toBe('2026-12-31 00:00:00');
  });

  it('follows a given pattern', () => {
    expect(formatUnixTime(seconds(2026, 3, 7, 15, 4, 9), 'yyyy-MM-dd')).toBe('2026-03-07');
    expect(formatUnixTime(seconds(2026, 3, 7, 5, 4, 9), 'yy/M/d H:mm')).toBe('26/3/7 5:04');
  });

  it('gives an empty text for an empty or unreadable input', () => {
    expect(formatUnixTime(undefined)).toBe('');
    expect(formatUnixTime(null)).toBe('');
    expect(formatUnixTime('')).toBe('');
    expect(formatUnixTime('soon')).toBe('');
  });
});

describe('formatPriceText', () => {
  it('writes a price with 2 decimals', () => {
    expect(formatPriceText(12.5)).toBe('12.50');
    expect(formatPriceText('1299')).toBe('1299.00');
    expect(formatPriceText(0.005)).toBe('0.01');
  });

  it('writes only the integer part, or only the fraction part, when asked', () => {
    expect(formatPriceText(12.5, { part: 'integer' })).toBe('12');
    expect(formatPriceText(12.5, { part: 'fraction' })).toBe('50');
  });

  it('puts a symbol before the price or its part', () => {
    expect(formatPriceText(12.5, { symbol: '¥' })).toBe('¥12.50');
    expect(formatPriceText(12.5, { symbol: '¥', part: 'integer' })).toBe('¥12');
  });

  it('gives an empty text for no price', () => {
    expect(formatPriceText(undefined)).toBe('');
    expect(formatPriceText('')).toBe('');
    expect(formatPriceText('free')).toBe('');
  });
});

describe('chinaDay', () => {
  it("counts by China's calendar: 17:00 in London on the 28th is already the 29th there", () => {
    expect(chinaDay(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
    expect(chinaDay(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
  });

  it('counts days ahead across a month and a year', () => {
    expect(chinaDay(new Date('2026-12-30T08:00:00Z'), 3)).toBe('2027-01-02');
  });
});

describe('isCalendarDay', () => {
  it('takes a real day written yyyy-MM-dd and refuses any other', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-02-30', '2026-2-8', '2026-13-01', '', '2026-12-01T00:00'])
      expect(isCalendarDay(text), text).toBe(false);
  });
});
