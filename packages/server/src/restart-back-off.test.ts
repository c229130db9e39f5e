import { describe, expect, it } from 'vitest';
import {
  createRestartBackOff,
  FIRST_RESTART_DELAY_MS,
  LONGEST_RESTART_DELAY_MS,
  STEADY_UPTIME_MS,
} from './restart-back-off.ts';

describe('the back-off of a cluster’s restarts', () => {
  it('waits twice as long each time workers die soon after starting, up to the longest wait', () => {
    const backOff = createRestartBackOff();
    const waits = Array.from({ length: 8 }, () => backOff.next(500));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(waits[0]).toBe(FIRST_RESTART_DELAY_MS);
    expect(waits.at(-1)).toBe(LONGEST_RESTART_DELAY_MS);
  });

  it('starts again from the first wait after a worker that had served a steady while', () => {
    const backOff = createRestartBackOff();
    backOff.next(0);
    backOff.next(0);
    expect(backOff.next(STEADY_UPTIME_MS)).toBe(FIRST_RESTART_DELAY_MS);
    expect(backOff.next(0)).toBe(2 * FIRST_RESTART_DELAY_MS);
  });
});
