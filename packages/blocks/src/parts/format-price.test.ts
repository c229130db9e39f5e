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
