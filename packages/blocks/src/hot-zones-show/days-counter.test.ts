import { describe, expect, it } from 'vitest';
import { daysCounter } from './days-counter.ts';

const now = new Date(2026, 10, 21, 15, 30); // 21 Nov 2026, 15:30 local time

describe('daysCounter', () => {
  it('pads the days left to three digits', () => {
    expect(daysCounter('2026-11-28', now)).toBe('007');
    expect(daysCounter('2027-02-05', now)).toBe('076');
    expect(daysCounter('2028-09-30', now)).toBe('679');
  });

  it('counts calendar days, whatever the time of day', () => {
    expect(daysCounter('2026-11-22', new Date(2026, 10, 21, 23, 59))).toBe('001');
    expect(daysCounter('2026-11-22', new Date(2026, 10, 21, 0, 0))).toBe('001');
  });

  it('shows 000 on the day itself', () => {
    expect(daysCounter('2026-11-21', now)).toBe('000');
  });

  it('is hidden once the date has passed', () => {
    expect(daysCounter('2026-11-20', now)).toBeNull();
    expect(daysCounter('2025-01-01', now)).toBeNull();
  });

  it('shows 000 at 1000 days or more', () => {
    expect(daysCounter('2029-08-16', now)).toBe('999');
    expect(daysCounter('2029-08-17', now)).toBe('000');
    expect(daysCounter('2040-01-01', now)).toBe('000');
  });

  it('is hidden when the date is missing or unreadable', () => {
    expect(daysCounter(undefined, now)).toBeNull();
    expect(daysCounter('', now)).toBeNull();
    expect(daysCounter('next friday', now)).toBeNull();
    expect(daysCounter('2026-13-01', now)).toBeNull();
  });
});
