import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function with one identity for the component's life that always calls the latest `handler`:
 * handed to memoised rows (a 100-block list), it does not draw them all again on every edit.
 */
export function useStableHandler<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
