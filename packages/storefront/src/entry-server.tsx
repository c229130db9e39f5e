// The server's side of the storefront: renders a route to HTML so the browser paints the page before
// its JavaScript has arrived, then hydrates that HTML (main.tsx). Built apart (`vite build --ssr`,
// into dist-server/) and loaded by the API server (packages/server/src/http/page-render.ts).
//
// A render asks the API for the same data the browser's first render would: it renders, notes the
// swr keys it found without data, fetches them with the page's own fetchers, and renders again, until
// nothing new is asked (a page's JSON, then its blocks' goods). The browser gets that data with the
// HTML (`window.__MALL_SWR__`), so its first render shows the same page and hydration keeps it.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { UserInfo } from '@mall/schemas';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { App } from './App.tsx';
import { fetchUserInfo } from './api/passport.ts';
import { setRequestTransport } from './api/request.ts';
import { createAppI18n } from './i18n/app-i18n.ts';
import { isOpenRoute } from './session/open-routes.ts';
import { appRoutes } from './router.tsx';
import { StartedMark } from './shell/StartedMark.tsx';
import {
  applyRenderState,
  parseRenderCookie,
  renderedWith,
  type RenderedWith,
} from './state/render-cookie.ts';
import { userInfoAtom } from './state/session.ts';
import { replaceAppStore } from './state/store.ts';

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

const i18nByLocale = {
  'zh-CN': createAppI18n('zh-CN'),
  'en-US': createAppI18n('en-US'),
};

// Loads each route's code once; the routes hold no loaders, so a query only resolves `lazy`.
const handler = createStaticHandler(appRoutes);

// One page at a time: the request layer and the app read the session from one store (state/store.ts),
// which each render replaces. Rendering is CPU-bound anyway; waiting for the API is what overlaps.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `request.url` as the browser would show it to the member in the cookie. Answers `null`
 * when the page is not for the server to render (a redirect, a route that needs a login the
 * cookie lacks) or when rendering failed: the browser then renders it, as it always could.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  // A render stuck past its budget must not hold up the ones behind it.
  const run = queue.then(() =>
    Promise.race([
      renderOne(request),
      new Promise<null>((resolve) => setTimeout(resolve, RENDER_BUDGET_MS + 500, null)),
    ]),
  );
  queue = run.catch(() => undefined);
  return run;
}

async function renderOne(request: RenderRequest): Promise<RenderedPage | null> {
  // Its waiter gave up while it queued behind another render.
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
    const store = replaceAppStore();
    if (state) applyRenderState(store, state);
    store.set(userInfoAtom, userInfo);
  };
  freshStore();
  const restoreTransport = setRequestTransport(request.fetch);
  const budget = AbortSignal.timeout(RENDER_BUDGET_MS);
  const deadline = request.signal ? AbortSignal.any([budget, request.signal]) : budget;
  try {
    // The browser keeps the member's profile from the login; the server asks for it.
    if (state?.accessToken) userInfo = await fetchUserInfo();

    const context = await handler.query(new Request(url, { signal: deadline }));
    // A redirect or an answer of its own: nothing for the page to show.
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = i18nByLocale[state?.locale ?? 'zh-CN'];

    const fallback: Record<string, unknown> = {};
    const failed = new Set<string>();
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      const wanted = new Map<string, () => Promise<unknown>>();
      const noteMissing: Middleware = (useSWRNext) => (key, fetcher, config) => {
        const serialized = serializeKey(key);
        if (serialized && fetcher && !(serialized in fallback) && !failed.has(serialized)) {
          const resolved: unknown = typeof key === 'function' ? (key as () => unknown)() : key;
          wanted.set(serialized, () => Promise.resolve(fetcher(resolved as never)));
        }
        return useSWRNext(key, fetcher, config);
      };
      freshStore();
      const cache = createCache({ key: 'css' });
      // Compat: the styles go into `cache.inserted` for the head, not into the markup.
      cache.compat = true;
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
        return { html, head: styleTags(cache), data: dataScript(fallback, renderedWith(state)) };
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
  } finally {
    restoreTransport();
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

/** The whole tree as HTML, once every Suspense boundary (routes, blocks) has resolved. */
async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { signal });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page's emotion rules, in the shape emotion's browser cache picks up on start: it notes their
 * ids as inserted, so hydration inserts none of them again. `data-s` tells it the element is already
 * where it belongs; without it emotion moves it within the head, and the browser computes every
 * style of the page over again (a long task right after the first paint).
 */
function styleTags(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    ids.push(id);
    rules += css;
  }
  return `<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${rules}</style>`;
}

/** The swr data and the state the page was rendered with, safe inside a script element. */
function dataScript(fallback: Record<string, unknown>, state: RenderedWith): string {
  const safe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script>window.__MALL_SWR__=${safe(fallback)};window.__MALL_RENDERED_WITH__=${safe(state)}</script>`;
}
