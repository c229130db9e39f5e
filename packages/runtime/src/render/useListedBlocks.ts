import { useEffect, useState } from 'react';
import type { PlannedBlock } from './page-plan.ts';

/**
 * A long page lists its blocks in slices (issue 26: a 1,000-block page paints its first screen within
 * 300 ms of its page data). Listed at once, the blocks after the first screen, even as the empty
 * places `NearViewport` holds for them, made one commit of about 200 ms on a 1,000-block page: the
 * first screen waited for all of it, and the main thread answered nothing meanwhile.
 *
 * The first slice is at least FIRST_SLICE_BLOCKS blocks whose places add up to FIRST_SLICE_PX: more
 * than a first screen on any display, so what is in view is always listed, and a page of the usual
 * length (every seeded page but large.json) is listed whole from its first render, on the server too.
 */
export const FIRST_SLICE_BLOCKS = 60;
/** See FIRST_SLICE_BLOCKS: the first slice holds at least this much page (px of block places). */
export const FIRST_SLICE_PX = 6_000;
/** Each later slice: small enough that its render and commit stay well under 50 ms. */
export const LATER_SLICE_BLOCKS = 50;
/** Where the browser has no idle callbacks (Safari), the next slice comes this long (ms) after the last. */
const NO_IDLE_CALLBACK_MS = 50;

/** How many of `blocks` the first slice lists. */
export function firstSliceLength(blocks: readonly PlannedBlock[]): number {
  let height = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (i >= FIRST_SLICE_BLOCKS && height >= FIRST_SLICE_PX) return i;
    const block = blocks[i]!;
    if (block.kind === 'block') height += block.definition.skeletonHeight;
  }
  return blocks.length;
}

/**
 * The blocks of `blocks` to list now: the first slice, then one more slice each time the main thread
 * is idle, until all are listed. A new list (a new page) starts again from its first slice; `whole`
 * (the studio's live preview, which redraws the page on every edit) lists everything at once.
 */
export function useListedBlocks(blocks: readonly PlannedBlock[], whole: boolean): readonly PlannedBlock[] {
  const [listed, setListed] = useState(() => ({ of: blocks, count: firstSliceLength(blocks) }));
  // A new page: its own first slice, in this render (no frame of the old count on the new page).
  const count = listed.of === blocks ? listed.count : firstSliceLength(blocks);
  const done = whole || count >= blocks.length;

  useEffect(() => {
    if (done) return;
    // The next slice when the main thread has nothing else to do: after the first screen's blocks have
    // rendered, and between the frames of a reader's scroll rather than in them. Not a transition: React
    // renders every pending transition together, so a slice would join (and hold back) the blocks
    // coming into view.
    const next = () => setListed({ of: blocks, count: count + LATER_SLICE_BLOCKS });
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(next);
      return () => cancelIdleCallback(idle);
    }
    const timeout = setTimeout(next, NO_IDLE_CALLBACK_MS);
    return () => clearTimeout(timeout);
  }, [blocks, count, done]);

  return done ? blocks : blocks.slice(0, count);
}
