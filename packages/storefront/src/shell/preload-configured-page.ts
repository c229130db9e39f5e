import { loadBlockRegistry } from '@mall/blocks';
import { preloadPage } from '@mall/runtime';
import { blockSetOfPage, type PageResult } from '@mall/schemas';
import { checkAvailability, fetchPlanGoods } from '../api/goods.ts';
import { getAppStore } from '../state/store.ts';
import { userInfoAtom } from '../state/session.ts';

/**
 * Starts the downloads of a configured page's blocks (their chunks, validators and plans' goods) as
 * soon as the page's record has arrived, from the code that asked for it: the page renderer would ask
 * only after the whole frame has rendered (issue 8, LCP). The renderer finds them on their way.
 */
export function preloadConfiguredPage(page: PageResult | null | undefined): void {
  const pageData = page?.pageData;
  // A server render (entry-server.tsx) renders the blocks themselves; there is nothing to start early.
  if (!page || !pageData || typeof window === 'undefined') return;
  loadBlockRegistry().then(
    (registry) =>
      preloadPage(pageData, {
        registry,
        // The renderer's guest is the services' user: no stored member.
        isGuest: getAppStore().get(userInfoAtom) === null,
        blockSet: blockSetOfPage(page),
        checkAvailability,
        fetchPlanGoods,
      }),
    // Without the block index the page cannot render either; the renderer reports it.
    () => undefined,
  );
}
