import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlannedBlock } from './page-plan.ts';
import {
  FIRST_SLICE_BLOCKS,
  LATER_SLICE_BLOCKS,
  firstSliceLength,
  useListedBlocks,
} from './useListedBlocks.ts';

/** `count` planned blocks, each holding `height` px of page until it renders. */
function plannedBlocks(count: number, height = 120): PlannedBlock[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'block',
    id: `b${index}`,
    index,
    key: `k${index}`,
    type: 'noticeShow',
    definition: { skeletonHeight: height, load: () => Promise.reject(new Error('not loaded here')) },
    ownRef: undefined,
    ready: new Promise(() => {}),
  })) as PlannedBlock[];
}

/** The next time the main thread is idle (jsdom has no idle callbacks: the timeout instead). */
const nextIdle = () => act(() => vi.advanceTimersByTime(50));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useListedBlocks', () => {
  it('lists a page of the usual length whole from the first render', () => {
    const blocks = plannedBlocks(40);
    const { result } = renderHook(() => useListedBlocks(blocks, false));
    expect(result.current).toHaveLength(40);
  });

  it('lists a long page its first slice first, then a slice more each time the page is idle, until all', async () => {
    const blocks = plannedBlocks(1_000);
    const { result } = renderHook(() => useListedBlocks(blocks, false));
    expect(result.current).toHaveLength(FIRST_SLICE_BLOCKS);
    expect(result.current[0]).toBe(blocks[0]);

    await nextIdle();
    expect(result.current).toHaveLength(FIRST_SLICE_BLOCKS + LATER_SLICE_BLOCKS);
    for (let idle = 0; idle < 20; idle++) await nextIdle();
    expect(result.current).toBe(blocks);
  });

  it('lists enough blocks to fill several screens even when each is short', () => {
    // 60 blocks of 20 px are 1,200 px: not enough to be sure the first screen is all listed.
    const blocks = plannedBlocks(1_000, 20);
    expect(firstSliceLength(blocks)).toBe(300);
  });

  it('lists the whole page at once for the studio live preview', () => {
    const blocks = plannedBlocks(1_000);
    const { result } = renderHook(() => useListedBlocks(blocks, true));
    expect(result.current).toBe(blocks);
  });

  it('starts a new page again from its own first slice', async () => {
    const first = plannedBlocks(1_000);
    const { result, rerender } = renderHook(({ blocks }) => useListedBlocks(blocks, false), {
      initialProps: { blocks: first },
    });
    for (let idle = 0; idle < 20; idle++) await nextIdle();
    expect(result.current).toBe(first);

    const next = plannedBlocks(500);
    rerender({ blocks: next });
    expect(result.current).toHaveLength(FIRST_SLICE_BLOCKS);
    expect(result.current[0]).toBe(next[0]);
  });
});
