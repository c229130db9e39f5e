import { useState } from 'react';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';

/**
 * How long the data a page came with stands for itself without asking (ms): the time a slow phone
 * takes to load and hydrate the parts that come with their code. What mounts later asks as usual.
 */
export const SERVER_DATA_STANDS_MS = 10_000;

/** The swr settings of a page the server rendered, and the way to say the visitor has left it. */
export interface ServerRenderedSwr {
  config: SWRConfiguration;
  /** The visitor went to another page: from now on every mount asks as swr always does. */
  leavePage(): void;
}

/**
 * The swr settings of a page the server rendered: its data as the fallback, and not asked for again
 * while the page hydrates. swr would otherwise ask the server again, on mount, for every piece the
 * page came with (the page, the category tree, the nav, the red packet's tip): a dozen calls right
 * after the page has painted, each answered, parsed and compared on the main thread while it is
 * busiest.
 *
 * That holds for every part of that page, also one that hydrates seconds later when its code
 * arrives, until the visitor leaves the page or `standsMs` has passed. Then a mount asks as swr
 * always does (the member comes back to the page; a drawer opened a minute later), and so does a
 * piece whose key changes (another locale). A member's page is rendered for the request; a guest's
 * home page may come from the server's memory, at most a minute old (server
 * `http/guest-page-memo.ts`), which is as old as its data can then be.
 */
export function serverRenderedSwr(
  fallback: Record<string, unknown>,
  { standsMs = SERVER_DATA_STANDS_MS }: { standsMs?: number } = {},
): ServerRenderedSwr {
  let standing = true;
  const timer = setTimeout(() => (standing = false), standsMs);
  const keepServerData: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    // Read once per component: a render done again (a transition restarted) must not ask either.
    const [hydratedKey] = useState(() => (standing && serialized in fallback ? serialized : undefined));
    const fromServer = hydratedKey !== undefined && hydratedKey === serialized;
    return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
  };
  return {
    config: { fallback, use: [keepServerData] },
    leavePage: () => {
      standing = false;
      clearTimeout(timer);
    },
  };
}
