import { use, useState, type ReactNode } from 'react';
import type { StartsWhen } from '../registry/block-definition.ts';
import { openIfRenderedAgain, seenGate } from './seen-gate.ts';
import { useInBrowser } from './useInBrowser.ts';

/**
 * Leaves what it wraps as the server's markup until the reader sees it or touches it (`seen-gate.ts`;
 * `markup` is a selector of that markup, an element in it or around it), then hydrates it (issue 26).
 * With `starts="touched"`, for what does nothing by itself, only a touch hydrates it.
 * Until then none of its code runs: no render, no effects, no carousel's timers, no tabs' layout
 * reads. The blocks and tiles out of view were most of the work the main thread did while a page
 * loaded, for markup that already looked right. It must sit inside a Suspense boundary of its own
 * (React keeps that boundary dehydrated meanwhile: the markup stays as it is); a click that opens
 * the gate hydrates it at once, so the click reaches it.
 *
 * Only while hydrating: what renders in the browser (after a navigation, in the studio) renders at
 * once.
 */
export function HydrateWhenSeen({
  markup,
  starts = 'seen',
  children,
}: {
  markup: string;
  /** Defaults to `'seen'`. */
  starts?: StartsWhen;
  children: ReactNode;
}) {
  const inBrowser = useInBrowser();
  // Found when it mounts, and kept: every later render (React's check right after hydrating) calls
  // use() as the render that suspended did, which React asks of a component that suspended with it.
  const [gate] = useState(() =>
    inBrowser || typeof document === 'undefined' ? null : seenGate(markup, starts),
  );
  if (gate) {
    openIfRenderedAgain(gate);
    use(gate);
  }
  return children;
}
