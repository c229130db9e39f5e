import { describe, expect, it } from 'vitest';
import { formatMoney, formatPoints, formatPrice, isMoneyUnit } from './format-price.ts';

describe('price formatting', () => {
  it('shows points as integers with thousands separators', () => {
    expect(formatPoints(12800, 'zh-CN')).toBe('12,800');
    expect(formatPoints(89.6, 'en-US')).toBe('90');
  });

  it('shows money with two decimals and thousands separators', () => {
    expect(formatMoney(1299.5, 'zh-CN')).toBe('1,299.50');
    expect(formatMoney(3, 'en-US')).toBe('3.00');
  });

  it('writes every value as Intl.NumberFormat does, in both locales', () => {
    // Prices as operators enter them, sums of them, halves that round, and the awkward binary ones.
    const values = [0, 1, 9.99, 10, 999.995, 1000, 1.005, 2.675, 0.125, 0.1 + 0.2, 12800, 89.6, 1e15 + 0.5];
    for (let i = 1; i < 2000; i++) values.push(((i * 7919) % 100003) / 100, (i * 104729) / 1000, i * 0.005);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of [...values, ...values.map((v) => -v).filter((v) => v < -0.5)]) {
        expect(formatPoints(value, locale), `${value} as points`).toBe(points.format(Math.round(value)));
        expect(formatMoney(value, locale), `${value} as money`).toBe(money.format(value));
      }
    }
    expect(formatMoney(1e25, 'en-US')).toBe('10,000,000,000,000,000,000,000,000.00');
    // A price missing from bad data is written, not thrown on: the block still renders.
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatPoints(odd, 'zh-CN')).toBe(new Intl.NumberFormat('zh-CN').format(odd));
      expect(formatMoney(odd, 'en-US')).toBe(new Intl.NumberFormat('en-US').format(odd));
    }
  });

  it('treats 元 and ¥ as money and any other unit as points', () => {
    expect(isMoneyUnit('元')).toBe(true);
    expect(isMoneyUnit('¥')).toBe(true);
    expect(isMoneyUnit('积分')).toBe(false);
    expect(isMoneyUnit(undefined)).toBe(false);
  });

  it('appends the unit, defaulting to the points wording', () => {
    expect(formatPrice(1999, undefined, '积分', 'zh-CN')).toBe('1,999 积分');
    expect(formatPrice(1999, '福利币', '积分', 'zh-CN')).toBe('1,999 福利币');
    expect(formatPrice(59.9, '元', '积分', 'zh-CN')).toBe('59.90 元');
  });
});
