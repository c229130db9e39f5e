import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * `false` on the server and while React hydrates the page the server rendered; `true` in every
 * other render (from the first one, in a page the browser renders itself).
 *
 * For an overlay that opens on its own (a dialog that blocks the mall until done): the server would
 * render it in place, since there is no portal there, and a visitor would see it before it answers
 * clicks, which then go nowhere. Rendered only once hydrated, it comes with its buttons working.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
