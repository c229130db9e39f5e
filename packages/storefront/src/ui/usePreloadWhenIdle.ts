import { useEffect } from 'react';

/** How long a browser without `requestIdleCallback` (Safari before 18) waits instead. */
const FALLBACK_DELAY_MS = 1_000;

/**
 * Loads a chunk of code the page may soon need (a dialog's, a drawer's) once the browser is idle
 * after the component mounts, so its first use does not wait for the download. Idle, because the
 * page's own start comes first (issue 26). A chunk that fails to load is asked for again at its use.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => void load().catch(() => {});
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(preload);
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(preload, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [load]);
}
