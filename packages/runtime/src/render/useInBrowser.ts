import { useSyncExternalStore } from 'react';

/**
 * A store that never changes: for `useSyncExternalStore` answers that differ only between the server
 * (and hydrating) and the browser.
 */
export const subscribeNothing = () => () => {};

/**
 * True once a component renders in the browser on its own; false on the server and while React
 * hydrates the server's markup (React renders with the server snapshot then, so the first render
 * in the browser matches what the server sent).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
