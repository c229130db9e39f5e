import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';

// A router started on the whole route table (some 120 routes) ranked and converted every one of them
// at every page's start, in a task of its own about 30 ms long on Lighthouse's phone (issue 26). It
// now starts on the routes of the page it opens, and finds the others when a navigation needs them
// (React Router's lazy route discovery, `patchRoutesOnNavigation`).

/**
 * The table with every route given an id, unless it names its own: its place in the table ("0-12-3"),
 * as React Router would number it. The ids are what the server's render and the browser's router
 * share, and what `routesOfPage` finds a route by.
 */
export function numberRoutes(routes: RouteObject[], parent?: string): RouteObject[] {
  return routes.map((route, index) => {
    const id = route.id ?? (parent === undefined ? String(index) : `${parent}-${index}`);
    return {
      ...route,
      id,
      ...(route.children ? { children: numberRoutes(route.children, id) } : {}),
    } as RouteObject;
  });
}

/** The route of a numbered table at an id `numberRoutes` gave. */
function routeAt(table: RouteObject[], id: string): RouteObject | undefined {
  let routes: RouteObject[] | undefined = table;
  let route: RouteObject | undefined;
  for (const index of id.split('-')) {
    route = routes?.[Number(index)];
    routes = route?.children;
  }
  return route?.id === id ? route : undefined;
}

/** The routes of a numbered table at `ids`; null when one is not in the table, or none is asked. */
export function routesAt(table: RouteObject[], ids: readonly string[]): RouteObject[] | null {
  const routes = ids.map((id) => routeAt(table, id));
  return routes.length > 0 && routes.every((route) => route !== undefined) ? routes : null;
}

/**
 * The ids of the routes of a page, from the table's top, given its matches (`matchRoutes`, or the
 * server's static handler): when none of them takes a parameter; null otherwise. A page under a
 * route with a parameter (`login/:name`, the not-found page's `*`) starts on the whole table: React
 * Router looks for a better route for such a path before its first render, which would show the
 * loading screen over the server's page.
 */
export function pageRouteIds(
  matches: readonly { params: object; route: { id?: string } }[] | null,
): string[] | null {
  if (!matches?.length || Object.keys(matches.at(-1)!.params).length > 0) return null;
  return matches.map(({ route }) => route.id!);
}

/**
 * The routes of one page: the routes of `ids` (from `pageRouteIds`), each holding the next and its
 * own index route, the last with all its children. The index routes are there because a route's own
 * path matches it even without one: going to `/` from a page whose router had no home route would
 * show the layout with nothing in it, and React Router only looks for routes it lacks when a path
 * matches none it has. Null when an id is not in the table.
 */
export function routesOfPage(table: RouteObject[], ids: readonly string[]): RouteObject[] | null {
  const routes = routesAt(table, ids);
  if (!routes) return null;
  const page = routes.reduceRight<RouteObject | null>((next, route) => {
    if (!next) return route;
    const index = route.children?.find((child) => child.index && child !== next);
    return { ...route, children: index ? [next, index] : [next] } as RouteObject;
  }, null);
  return [page!];
}

/**
 * Adds to a router started on `routesOfPage` the routes a navigation goes through: at each step of
 * the path's branch, the next route under the one before (React Router skips those it has).
 */
export function discoverRoutesIn(table: RouteObject[]): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => {
    const branch = matchRoutes(table, path) ?? [];
    for (let step = 1; step < branch.length; step++)
      patch(branch[step - 1]!.route.id!, [branch[step]!.route]);
  };
}
