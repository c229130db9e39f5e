import { describe, expect, it } from 'vitest';
import { renderWorkersFor } from './render-workers.ts';

describe('renderWorkersFor', () => {
  it('shares the cores between the processes, one render worker each at least', () => {
    expect(renderWorkersFor(undefined, 1, 2)).toBe(2);
    expect(renderWorkersFor(undefined, 2, 2)).toBe(1);
    expect(renderWorkersFor(undefined, 2, 8)).toBe(4);
    expect(renderWorkersFor(undefined, 3, 2)).toBe(1);
  });

  it('takes MALL_RENDER_WORKERS when it is a whole number of 1 or more, and ignores it otherwise', () => {
    expect(renderWorkersFor('3', 2, 2)).toBe(3);
    expect(renderWorkersFor('0', 2, 4)).toBe(2);
    expect(renderWorkersFor('1.5', 1, 2)).toBe(2);
    expect(renderWorkersFor('many', 1, 2)).toBe(2);
  });
});
