import { describe, expect, it } from 'vitest';
import { discountPercent, discountValue } from './discount-tag.ts';

describe('discount tag', () => {
  it('takes the price as a rounded share of a higher market price', () => {
    expect(discountPercent(75, 100)).toBe(75);
    expect(discountPercent(89, 129)).toBe(69);
    expect(discountPercent(99, 399)).toBe(25);
  });

  it('has no tag without a higher market price', () => {
    expect(discountPercent(100, 100)).toBeUndefined();
    expect(discountPercent(120, 100)).toBeUndefined();
    expect(discountPercent(89, undefined)).toBeUndefined();
    expect(discountPercent(undefined, 129)).toBeUndefined();
  });

  it('never rounds to a whole price or to a free one', () => {
    expect(discountPercent(99.6, 100)).toBeUndefined();
    expect(discountPercent(0, 100)).toBeUndefined();
    expect(discountPercent(0.2, 100)).toBeUndefined();
  });

  it('writes tenths of the price paid or the percentage taken off', () => {
    expect(discountValue(75, 'tenths')).toBe('7.5');
    expect(discountValue(80, 'tenths')).toBe('8');
    expect(discountValue(75, 'off')).toBe('25');
  });
});
