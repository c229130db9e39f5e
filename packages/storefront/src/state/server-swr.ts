import { useEffect, useState } from 'react';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';

/**
 * The swr settings of a page the server rendered: its data as the fallback, and not asked for again
 * when the page hydrates. swr would otherwise ask the server again, on mount, for every piece the page
 * came with (the page, the goods, the member, the cart count): a dozen calls right after the page has
 * painted, each answered, parsed and compared on the main thread while it is busiest.
 *
 * Only what mounts in the page's first commit keeps it: a later mount (the member comes back to the
 * page, a part that hydrates after its code arrives) asks again as swr always does, and so does a
 * piece whose key changes (another locale). A member's page
 * is rendered for the request; a guest's home page may come from the server's memory, at most a
 * minute old (server `http/guest-page-memo.ts`), which is as old as its data can then be.
 */
export function serverRenderedSwr(fallback: Record<string, unknown>): SWRConfiguration {
  const fresh = new Set(Object.keys(fallback));
  const keepServerData: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    // Read once per component: a render done again (a transition restarted) must not ask either.
    const [hydratedKey] = useState(() => (fresh.has(serialized) ? serialized : undefined));
    const fromServer = hydratedKey !== undefined && hydratedKey === serialized;
    useEffect(() => {
      if (hydratedKey === undefined) return;
      fresh.delete(hydratedKey);
      // The effects of one commit run together: once those of the page's first commit are over, what
      // mounts later (a part that hydrates when its code arrives, a page come back to) asks as usual.
      setTimeout(() => fresh.clear(), 0);
    }, [hydratedKey]);
    return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
  };
  return { fallback, use: [keepServerData] };
}
