import { use, useEffect, useState } from 'react';
import type { BlockReady } from './page-plan.ts';
import { fulfilledValue } from './settled-promise.ts';
import { useInBrowser } from './useInBrowser.ts';

/**
 * A block's code and checked options (`planned.ready`, marked as it settles), or `undefined` while
 * they are on their way.
 *
 * While React hydrates the server's markup, it suspends on them (`use`): React keeps that markup as
 * it is meanwhile. Rendering in the browser, it answers `undefined` (the caller shows the block's
 * skeleton) and renders again when they arrive, as an update of its own. Suspending there would show
 * a Suspense fallback, and React holds the reveal that follows any fallback until 300 ms after the
 * last fallback shown anywhere on the page (its throttle of retries): on a long page the first
 * screen's blocks waited for that, well after their code and options were ready (issue 26).
 */
export function useBlockReady(ready: Promise<BlockReady>): BlockReady | undefined {
  const inBrowser = useInBrowser();
  const settled = fulfilledValue(ready);
  const [, setArrived] = useState<Promise<BlockReady>>();
  useEffect(() => {
    if (!inBrowser || settled) return;
    let current = true;
    // `readyOf` never rejects: a chunk or validator that failed settles as a diagnostic.
    void ready.then(() => {
      if (current) setArrived(ready);
    });
    return () => {
      current = false;
    };
  }, [inBrowser, ready, settled]);
  if (!inBrowser) return use(ready);
  return settled;
}
