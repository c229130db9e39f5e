import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadWhenIdle } from './usePreloadWhenIdle.ts';

function Preloading({ load }: { load: () => Promise<unknown> }) {
  usePreloadWhenIdle(load);
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePreloadWhenIdle (a browser without requestIdleCallback, as jsdom is)', () => {
  it('loads the chunk a second after mounting, not while the page starts, and once', () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Preloading load={load} />);

    vi.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a component gone before then, and takes a failed load quietly', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { unmount } = render(<Preloading load={load} />);
    unmount();
    vi.advanceTimersByTime(2_000);
    expect(load).not.toHaveBeenCalled();

    render(<Preloading load={load} />);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
