import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('writes a time as yyyy-MM-dd HH:mm:ss in local time', () => {
    const local = new Date(2026, 10, 20, 9, 5, 3);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-20 09:05:03');
  });

  it('gives back text that is not a date', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
