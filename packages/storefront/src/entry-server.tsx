// The server's side of the storefront: renders a route to HTML so the browser paints the page before
// its JavaScript has arrived, then hydrates that HTML (main.tsx). Built apart (`vite build --ssr`,
// into dist-server/) and loaded by the API server (packages/server/src/http/page-render.ts).
//
// A render asks the API for the same data the browser's first render would: it renders, notes the
// swr keys it found without data, fetches them with the page's own fetchers, and renders again, until
// nothing new is asked (a page's JSON, then its blocks' goods). The browser gets that data with the
// HTML (`window.__MALL_SWR__`), so its first render shows the same page and hydration keeps it.
//
// Several renders run at once (a render mostly waits for its API answers), each with its own store
// and transport: code outside React finds them through the async context it runs in (`renderScope`).
import { AsyncLocalStorage } from 'node:async_hooks';
import { CacheProvider } from '@emotion/react';
import type { UserInfo } from '@mall/schemas';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { App } from './App.tsx';
import { fetchUserInfo } from './api/passport.ts';
import { setTransportScope } from './api/request.ts';
import { appI18nOf } from './i18n/app-i18n.ts';
import { isOpenRoute } from './session/open-routes.ts';
import { pageRouteIds } from './route-discovery.ts';
import { appRoutes } from './router.tsx';
import { serverStyleCache } from './server-styles.ts';
import { StartedMark } from './shell/StartedMark.tsx';
import {
  applyRenderState,
  parseRenderCookie,
  renderedWith,
  type RenderedWith,
} from './state/render-cookie.ts';
import { userInfoAtom } from './state/session.ts';
import { setStoreScope } from './state/store.ts';

/** What the server hands over: the route, the browser's cookies, and how to reach its own API. */
export interface RenderRequest {
  /** Path and query of the page, `/goodsDetail?skuId=1001`. */
  url: string;
  /** The request's Cookie header; the render reads `mall-render` (state/render-cookie.ts) alone. */
  cookie: string | undefined;
  /** Answers the API paths the storefront fetches (`/buyer/...`), without the network. */
  fetch: typeof fetch;
  /** Aborted when nobody waits for the page any more: the render stops and answers null. */
  signal?: AbortSignal;
}

/** The pieces of a rendered page the server puts into index.html. */
export interface RenderedPage {
  /** Goes inside `<div id="root">`. */
  html: string;
  /** Goes at the end of `<head>`: the page's styles. */
  head: string;
  /** Goes at the end of `<body>`, before the app's script: the data the page was rendered with. */
  data: string;
}

/**
 * The routes the server renders. Each is checked to hydrate without a difference (e2e/server-render
 * .spec.ts); every other route is rendered by the browser, as before, until it is checked too.
 */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/goodsList',
  '/goodsDetail',
  '/cart',
]);

/** Rounds of render-then-fetch: a page's JSON, its blocks' data, what those name. More is a bug. */
const MAX_PASSES = 4;
/** A page slower than this to render is left to the browser, which shows it as before. */
const RENDER_BUDGET_MS = 2_000;

// Loads each route's code once; the routes hold no loaders, so a query only resolves `lazy`.
const handler = createStaticHandler(appRoutes);

/** What belongs to one render: the store of its current pass, and how its requests reach the API. */
interface RenderScope {
  store: ReturnType<typeof createStore>;
  transport: typeof fetch;
}

// Node carries the scope through the render's promises, timers and React's scheduling of its work,
// so `getAppStore()` and the request layer answer the render they run for (entry-server.test.tsx
// renders two members at once and checks that neither sees the other).
const renderScope = new AsyncLocalStorage<RenderScope>();
setStoreScope(() => renderScope.getStore()?.store);
setTransportScope(() => renderScope.getStore()?.transport);

/**
 * Renders `request.url` as the browser would show it to the member in the cookie. Answers `null`
 * when the page is not for the server to render (a redirect, a route that needs a login the
 * cookie lacks) or when rendering failed: the browser then renders it, as it always could.
 *
 * Renders may run at once, each in its own scope; how many is the caller's to bound (the server's
 * pool hands each worker a few at a time: packages/server/src/http/page-render.ts).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const scope: RenderScope = { store: createStore(), transport: request.fetch };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A render that does not stop at its budget (a fetch that ignores the signal) still answers.
  const stuck = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, RENDER_BUDGET_MS + 500, null);
  });
  try {
    return await Promise.race([renderScope.run(scope, () => renderOne(request, scope)), stuck]);
  } finally {
    clearTimeout(timer);
  }
}

async function renderOne(request: RenderRequest, scope: RenderScope): Promise<RenderedPage | null> {
  // Its waiter gave up before it started.
  if (request.signal?.aborted) return null;
  const url = new URL(request.url, 'http://mall.local');
  if (!SERVER_RENDERED_PATHS.has(url.pathname)) return null;
  // An operator's preview (`isPreview=1`, often with a preview link's token) is the browser's: its
  // diagnostics are found there, and a draft's data and token stay out of the rendered HTML.
  if (url.searchParams.get('isPreview') === '1') return null;
  const state = parseRenderCookie(request.cookie);
  // A guest on a members' route gets the login question, which the browser asks.
  if (!state?.accessToken && !isOpenRoute(url.pathname, url.search)) return null;
  // Each pass starts from what the browser's first render starts from. The fetchers of a pass may
  // change the store (the home page notes its id); the browser's first render sees none of that.
  let userInfo: UserInfo | null = null;
  const freshStore = () => {
    const store = createStore();
    if (state) applyRenderState(store, state);
    store.set(userInfoAtom, userInfo);
    scope.store = store;
    return store;
  };
  freshStore();
  const budget = AbortSignal.timeout(RENDER_BUDGET_MS);
  const deadline = request.signal ? AbortSignal.any([budget, request.signal]) : budget;
  try {
    // The browser keeps the member's profile from the login; the server asks for it.
    if (state?.accessToken) userInfo = await fetchUserInfo();

    const context = await handler.query(new Request(url, { signal: deadline }));
    // A redirect or an answer of its own: nothing for the page to show.
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = appI18nOf(state?.locale ?? 'zh-CN');

    const fallback: Record<string, unknown> = {};
    const failed = new Set<string>();
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      const wanted = new Map<string, () => Promise<unknown>>();
      const noteMissing: Middleware = (useSWRNext) => (key, fetcher, config) => {
        const serialized = serializeKey(key);
        const given = serialized !== null && serialized in fallback;
        if (serialized && fetcher && !given && !failed.has(serialized)) {
          const resolved: unknown = typeof key === 'function' ? (key as () => unknown)() : key;
          wanted.set(serialized, () => Promise.resolve(fetcher(resolved as never)));
        }
        // Data the page comes with is read as the browser's first render reads it (state/server-swr
        // .ts): not asked for again, so not loading (swr says `isLoading` while it would revalidate).
        return useSWRNext(key, fetcher, given ? { ...config, revalidateOnMount: false } : config);
      };
      const store = freshStore();
      const { cache, styleTags } = serverStyleCache();
      const swr: SWRConfiguration = {
        provider: () => new Map(),
        fallback: { ...fallback },
        use: [noteMissing],
      };
      const tree = (
        <CacheProvider value={cache}>
          <App
            i18n={i18n}
            routes={<StaticRouterProvider router={router} context={context} />}
            router={router}
            store={store}
            swr={swr}
          />
          {/* As the browser's tree has it (main.tsx), so React's useIds are the same on both sides. */}
          <StartedMark />
        </CacheProvider>
      );
      const html = await renderToHtml(tree, deadline);
      // Out of time, React ends the render with the fallbacks of what had not finished (a spinner for
      // the page): not the page the browser renders, so the browser is left to render it all.
      if (deadline.aborted) return null;
      if (wanted.size === 0)
        return {
          html,
          head: styleTags(),
          data: dataScript(fallback, renderedWith(state), pageRouteIds(context.matches)),
        };
      if (pass === MAX_PASSES) return null;
      await Promise.all(
        [...wanted].map(async ([key, fetchIt]) => {
          try {
            fallback[key] = await fetchIt();
          } catch {
            // The browser asks again and shows its own error or empty state.
            failed.add(key);
          }
        }),
      );
      if (deadline.aborted) return null;
    }
    return null;
  } catch {
    return null;
  }
}

function serializeKey(key: unknown): string | null {
  try {
    const serialized = unstable_serialize(key as never);
    return serialized === '' ? null : serialized;
  } catch {
    return null;
  }
}

/**
 * The whole tree as HTML, once every Suspense boundary (routes, blocks) has resolved. Exported for its
 * test.
 */
export async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    // Every boundary in its place. React writes a boundary over this size (12,800 bytes by default)
    // after the rest, behind its fallback, for a stream to show something sooner; a prerender sends
    // the page whole anyway, and the browser then showed the fallbacks and ran React's scripts to swap
    // each boundary in: 20 ms of moving elements and a layout of the page, after its first paint.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A render given up (its budget spent, or nobody waiting) is no fault: React reports the abort
    // once for each boundary still waiting, and the browser renders the page. Anything else is.
    onError: (error) => {
      if (!signal.aborted) console.error(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The swr data, the state and the routes the page was rendered with (main.tsx reads them), safe
 * inside a script element. The routes only when none takes a parameter (`pageRouteIds`).
 */
function dataScript(
  fallback: Record<string, unknown>,
  state: RenderedWith,
  routeIds: string[] | null,
): string {
  const safe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const routes = routeIds ? `;window.__MALL_ROUTE_IDS__=${safe(routeIds)}` : '';
  return `<script>window.__MALL_SWR__=${safe(fallback)};window.__MALL_RENDERED_WITH__=${safe(state)}${routes}</script>`;
}
