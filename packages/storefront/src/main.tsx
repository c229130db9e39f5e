import { CacheProvider } from '@emotion/react';
import { mallSystem } from '@mall/blocks';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './App.tsx';
import { browserStyleCache } from './browser-style-cache.ts';
import { setDocumentLang } from './document-lang.ts';
import { pageRouteIds, routesAt } from './route-discovery.ts';
import { appRoutes, createAppRouter, type AppRouter } from './router.tsx';
import { preloadServerRenderedPages } from './shell/preload-configured-page.ts';
import { StartedMark } from './shell/StartedMark.tsx';
import { appStore } from './state/store.ts';
import { localeAtom } from './state/locale.ts';
import { serverRenderedSwr } from './state/server-swr.ts';
import { mirrorRenderCookie, noteStateAtLoad, type RenderedWith } from './state/render-cookie.ts';

declare global {
  interface Window {
    /** The swr data the server rendered the page with (entry-server.tsx). */
    __MALL_SWR__?: Record<string, unknown>;
    /** What the server rendered the page with (entry-server.tsx). */
    __MALL_RENDERED_WITH__?: RenderedWith;
    /** The ids of the routes the server rendered the page with, when none takes a parameter (entry-server.tsx). */
    __MALL_ROUTE_IDS__?: string[];
  }
}

/** Resolves in a new task: the work before and after it never makes one long task together. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Set by vite.config.ts: true only in builds for the browser tests.
declare const __MALL_E2E__: boolean;

setDocumentLang(appStore.get(localeAtom));

if (__MALL_E2E__) void import('./e2e-hooks.ts').then((hooks) => hooks.installE2EHooks());

/**
 * The route code of the page the server rendered, loaded before hydrating: the router would show its
 * loading screen until then, and the first render must be the server's page for React to keep it.
 * Resolves with the ids of the page's routes, which the router starts on (`pageRouteIds`).
 */
async function loadMatchedRoutes(): Promise<string[] | null> {
  // The server says which routes it rendered: matching the path against the whole table here ranked
  // every route of it, about 25 ms on Lighthouse's phone.
  const given = window.__MALL_ROUTE_IDS__;
  const givenRoutes = given ? routesAt(appRoutes, given) : null;
  const matches = givenRoutes ? null : (matchRoutes(appRoutes, window.location) ?? []);
  await Promise.all(
    (givenRoutes ?? matches?.map(({ route }) => route) ?? []).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return givenRoutes ? given! : pageRouteIds(matches);
}

const serverData = window.__MALL_SWR__ ? serverRenderedSwr(window.__MALL_SWR__) : undefined;

/** The app; with the router a server-rendered page hydrates with (made once its route code is in). */
const appWith = (router?: AppRouter) => (
  <StrictMode>
    <CacheProvider value={browserStyleCache()}>
      <App router={router} swr={serverData?.config} />
      <StartedMark />
    </CacheProvider>
  </StrictMode>
);

/** The router of the page the server rendered: the first navigation leaves that page and its data. */
function hydratingRouter(routeIds: string[] | null): AppRouter {
  const router = createAppRouter(routeIds);
  const first = router.state.location.key;
  const stop = router.subscribe(({ location, navigation }) => {
    if (location.key === first && navigation.state === 'idle') return;
    serverData?.leavePage();
    stop();
  });
  return router;
}

/** Makes the Chakra system (the costliest piece of the start) in a task of its own. */
async function makeSystemApart(): Promise<void> {
  await nextTask();
  mallSystem();
  await nextTask();
}

// The start's pieces each in a task of their own (issue 26), after the modules' code: the requests for
// the route's chunks and for the configured page's blocks (a preload link each, about a millisecond
// apiece on Lighthouse's phone); the render cookie's watch of the store; the Chakra system. Run with
// the modules' code, they made that task some 40 ms longer there, and input waits for a task to end.
const rendered = container.hasAttribute('data-ssr');
const routesLoaded = rendered ? nextTask().then(loadMatchedRoutes) : null;
const renderedSwr = window.__MALL_SWR__;
if (rendered && renderedSwr) void nextTask().then(() => preloadServerRenderedPages(renderedSwr));
// The server renders the next page for what this browser keeps (state/render-cookie.ts); written
// from the state as it is when it starts, so a change before then is not missed.
void nextTask().then(() => mirrorRenderCookie(appStore));

if (routesLoaded) {
  noteStateAtLoad(appStore, window.__MALL_RENDERED_WITH__);
  void Promise.all([routesLoaded, makeSystemApart()]).then(([routeIds]) =>
    startTransition(
      () =>
        void hydrateRoot(container, appWith(hydratingRouter(routeIds)), {
          // React has already rendered the page here instead: the visitor sees it right. This happens
          // when what this browser keeps changed outside the storefront since its render cookie was
          // written (e2e/server-render.spec.ts holds the measured pages to no difference at all).
          onRecoverableError: (error) =>
            console.warn('[mall] the server rendered this page differently; rendered it here', error),
        }),
    ),
  );
} else {
  const root = createRoot(container);
  // A transition, so the first render also yields to the browser instead of blocking it throughout.
  void makeSystemApart().then(() => startTransition(() => root.render(appWith())));
}
