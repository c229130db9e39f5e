import { use, useEffect, useState, useSyncExternalStore } from 'react';
import type { BlockReady } from './page-plan.ts';
import { fulfilledValue } from './settled-promise.ts';
import { subscribeNothing } from './useInBrowser.ts';

/** How a block's slot renders: its code and options there already, or not yet while React hydrates, or in the browser. */
type Rendering = 'settled' | 'hydrating' | 'browser';

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
 *
 * Once they are there, hydrating or not makes no difference, and the store says `'settled'` either
 * way: React compares the browser's answer with the one it hydrated with right after hydrating, and
 * renders the whole block again in that same task when they differ (`useInBrowser` would).
 */
export function useBlockReady(ready: Promise<BlockReady>): BlockReady | undefined {
  const settled = fulfilledValue(ready);
  const rendering = useSyncExternalStore<Rendering>(
    subscribeNothing,
    () => (settled ? 'settled' : 'browser'),
    () => (settled ? 'settled' : 'hydrating'),
  );
  const [, setArrived] = useState<Promise<BlockReady>>();
  useEffect(() => {
    if (rendering !== 'browser') return;
    let current = true;
    // `readyOf` never rejects: a chunk or validator that failed settles as a diagnostic.
    void ready.then(() => {
      if (current) setArrived(ready);
    });
    return () => {
      current = false;
    };
  }, [rendering, ready]);
  if (rendering === 'browser') return undefined;
  // Hydrating, a slot that suspended here must call use() again as it resumes, settled by then.
  return use(ready);
}
