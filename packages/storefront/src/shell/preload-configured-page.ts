import { loadBlockRegistry } from '@mall/blocks';
import { pageAvailabilityKey, preloadPage } from '@mall/runtime';
import { blockSetOfPage, type Availability, type PageResult } from '@mall/schemas';
import { unstable_serialize } from 'swr';
import { checkAvailability, fetchPlanGoods } from '../api/goods.ts';
import { getAppStore } from '../state/store.ts';
import { localeAtom } from '../state/locale.ts';
import { userInfoAtom } from '../state/session.ts';

/**
 * Plans a configured page (its blocks' chunks, validators, availability and plans' goods all start) as
 * soon as the page's record has arrived, from the code that asked for it: the page renderer would ask
 * only after the whole frame has rendered (issue 8, LCP). The renderer takes this plan (one parse and
 * one plan per page, issue 27). `serverData`, the swr data of a server render the page came with,
 * answers what the server asked for it (its availability, the goods of the blocks it drew).
 */
export function preloadConfiguredPage(
  page: PageResult | null | undefined,
  { serverData }: { serverData?: Record<string, unknown> } = {},
): void {
  const pageData = page?.pageData;
  // A server render (entry-server.tsx) renders the blocks themselves; there is nothing to start early.
  if (!page || !pageData || typeof window === 'undefined') return;
  loadBlockRegistry().then(
    (registry) =>
      // The context `ConfiguredPage`'s renderer will have (useStorefrontServices), so it takes this plan.
      preloadPage(pageData, {
        registry,
        locale: getAppStore().get(localeAtom),
        // The renderer's guest is the services' user: no stored member.
        isGuest: getAppStore().get(userInfoAtom) === null,
        blockSet: blockSetOfPage(page),
        // Custom-page mode renders the page's body apart from its header and footer.
        slot: new URLSearchParams(window.location.search).get('pageType') === 'custom' ? 'body' : undefined,
        checkAvailability,
        fetchPlanGoods,
        ...(serverData ? { renderedWithData: true, heldAvailability: heldAvailabilityIn(serverData) } : {}),
      }),
    // Without the block index the page cannot render either; the renderer reports it.
    () => undefined,
  );
}

/** The server's answer to a page's availability question for this member, from the data it sent. */
function heldAvailabilityIn(serverData: Record<string, unknown>) {
  return (question: string): readonly Availability[] | undefined => {
    const userId = getAppStore().get(userInfoAtom)?.id ?? '';
    const answer = serverData[unstable_serialize(pageAvailabilityKey(question, userId))];
    return Array.isArray(answer) ? (answer as Availability[]) : undefined;
  };
}

/** Whether `value` is a page record as the page calls answer it (the fields the preload reads). */
function isPageRecord(value: unknown): value is PageResult {
  const page = value as Partial<PageResult> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.id === 'string' &&
    typeof page.pageData === 'string'
  );
}

/**
 * Starts the downloads of the blocks of every configured page a server render came with (the swr
 * data of `entry-server.tsx`: the home page's outcome, a custom page's record), before the page
 * hydrates. Otherwise the renderer asks for them while it hydrates, and the page's blocks arrive
 * after the rest has hydrated; and the work of asking (the build's preload links of each chunk, about
 * 15 ms for a home page) lands in the middle of hydrating (issue 26). The page's availability call
 * and its plans' goods are not asked for: the server sent their answers with the page, and the
 * blocks read them there (`state/server-swr.ts`); they went out again, and were answered, parsed
 * and compared while the page hydrated.
 */
export function preloadServerRenderedPages(serverData: Record<string, unknown>): void {
  for (const value of Object.values(serverData)) {
    // The home page's data is an outcome that holds the record (routes/home.tsx).
    const page = isPageRecord(value) ? value : (value as { page?: unknown } | null)?.page;
    // Its blocks' availability and plans' goods came with it: they are read from there, not asked again.
    if (isPageRecord(page)) preloadConfiguredPage(page, { serverData });
  }
}
