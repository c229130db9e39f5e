import { use, type ReactNode } from 'react';
import { seenGate } from './seen-gate.ts';
import { useInBrowser } from './useInBrowser.ts';

/**
 * Leaves a block the server rendered as the server's markup until the reader sees it or touches it
 * (`seen-gate.ts`), then hydrates it (issue 26). Until then none of its code runs: no render, no
 * effects, no carousel's timers, no tabs' layout reads. Blocks out of view were most of the work
 * the main thread did while a page loaded, for markup that already looked right. It suspends inside
 * the block's Suspense boundary, which React keeps dehydrated meanwhile: the markup stays as it is,
 * and a click that opens the gate hydrates the block at once, so the click reaches it.
 *
 * Only while hydrating: a block rendered in the browser (after a navigation, in the studio) renders at
 * once.
 */
export function HydrateWhenSeen({ blockKey, children }: { blockKey: string; children: ReactNode }) {
  const hydrating = !useInBrowser() && typeof document !== 'undefined';
  if (hydrating) {
    const gate = seenGate(blockKey);
    if (gate?.status === 'pending') use(gate);
  }
  return children;
}
