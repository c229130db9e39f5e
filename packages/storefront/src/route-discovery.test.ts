import { createMemoryRouter, createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discoverRoutesIn, numberRoutes, pageRouteIds, routesOfPage } from './route-discovery.ts';
import { appRoutes } from './router.tsx';

const page = (name: string) => ({ element: name });

/** A small table shaped like the app's: a layout over pages, one with pages of its own, a parameter, a splat. */
const table = numberRoutes([
  {
    path: '/',
    ...page('shell'),
    children: [
      { index: true, ...page('home') },
      { path: 'cart', ...page('cart') },
      {
        path: 'home',
        ...page('member centre'),
        children: [
          { index: true, ...page('member index') },
          { path: 'myOrder', ...page('orders') },
          { path: 'favorites', ...page('favorites') },
        ],
      },
      { path: 'login/:loginRouteName', ...page('enterprise login') },
      { path: '*', ...page('not found') },
    ],
  },
] as RouteObject[]);

function routerStartingAt(path: string) {
  const ids = pageRouteIds(matchRoutes(table, path));
  return createMemoryRouter(routesOfPage(table, ids!)!, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutesIn(table),
  });
}

const shownIds = (router: ReturnType<typeof routerStartingAt>) =>
  router.state.matches.map(({ route }) => route.id);

describe('numberRoutes', () => {
  it('gives each route its place in the table as its id, as React Router numbers a table itself', () => {
    const unnumbered: RouteObject[] = [
      { path: '/', children: [{ index: true }, { path: 'a', children: [{ path: 'b' }] }] },
    ];
    const ids = (routes: RouteObject[]): unknown[] =>
      routes.map((route) => [route.id, ...ids(route.children ?? [])]);
    expect(ids(numberRoutes(unnumbered))).toEqual(ids(createStaticHandler(unnumbered).dataRoutes));
    expect(ids(numberRoutes(unnumbered))).toEqual([['0', ['0-0'], ['0-1', ['0-1-0']]]]);
  });

  it('numbers the app’s table, every id once, as the server’s handler and the browser’s router both see it', () => {
    const all = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => [route, ...all(route.children ?? [])]);
    const ids = all(appRoutes).map((route) => route.id);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all(createStaticHandler(appRoutes).dataRoutes).map((route) => route.id)).toEqual(ids);
  });
});

describe('a router started on the routes of one page', () => {
  it('knows only the routes of that page at first', () => {
    const router = routerStartingAt('/home/myOrder');

    expect(shownIds(router)).toEqual(['0', '0-2', '0-2-1']);
    // The page's routes, and the index route of each route above it.
    expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(['0-2', '0-0']);
    expect(router.routes[0]?.children?.[0]?.children?.map((route) => route.id)).toEqual(['0-2-1', '0-2-0']);
  });

  it('finds any other page of the table when the visitor goes there, and the same route when back', async () => {
    const router = routerStartingAt('/cart');

    await router.navigate('/home/favorites');
    expect(shownIds(router)).toEqual(['0', '0-2', '0-2-2']);
    await router.navigate('/home');
    expect(shownIds(router)).toEqual(['0', '0-2', '0-2-0']);
    await router.navigate('/');
    expect(shownIds(router)).toEqual(['0', '0-0']);
    await router.navigate('/cart');
    expect(shownIds(router)).toEqual(['0', '0-1']);
  });

  it('finds a route with a parameter, and the not-found page for a path of no route', async () => {
    const router = routerStartingAt('/');

    await router.navigate('/login/acme');
    expect(shownIds(router)).toEqual(['0', '0-3']);
    expect(router.state.matches.at(-1)?.params).toEqual({ loginRouteName: 'acme' });
    await router.navigate('/no/such/page');
    expect(shownIds(router)).toEqual(['0', '0-4']);
    // With the splat known, a page it would also match is still found.
    await router.navigate('/home/myOrder');
    expect(shownIds(router)).toEqual(['0', '0-2', '0-2-1']);
  });
});

describe('pageRouteIds', () => {
  it('gives the ids of a page of fixed paths', () => {
    expect(pageRouteIds(matchRoutes(table, '/home/myOrder'))).toEqual(['0', '0-2', '0-2-1']);
  });

  it('gives none for a page under a parameter or the not-found page, which start on the whole table', () => {
    expect(pageRouteIds(matchRoutes(table, '/login/acme'))).toBeNull();
    expect(pageRouteIds(matchRoutes(table, '/no/such/page'))).toBeNull();
    expect(pageRouteIds(null)).toBeNull();
  });
});
