import { markSettling, type BlockRegistry } from '@mall/runtime';

let loading: Promise<BlockRegistry> | undefined;

/**
 * The block registry, loaded as a chunk of its own: the block index. It is everything the page
 * runtime knows per block type (the chunk and validator loaders, skeleton heights, block sets,
 * schema versions and migrations), so it grows with the library; the JS every page loads first
 * does not. Request it beside the page data and it has arrived by the time the page has.
 *
 * One promise for the whole app (React's `use` needs the same one on every render), marked as it
 * settles as React marks the promises it has seen: a page rendered after it arrived reads it at once.
 * Suspending on it there would show the page's fallback, and React holds the reveal after a fallback
 * for 300 ms (issue 26). A failed download is forgotten, so the next call tries again.
 */
export function loadBlockRegistry(): Promise<BlockRegistry> {
  if (loading) return loading;
  const load = markSettling(import('./registry.ts').then((m) => m.blockRegistry));
  loading = load;
  load.catch(() => {
    if (loading === load) loading = undefined;
  });
  return load;
}
