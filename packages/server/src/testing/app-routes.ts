// Test support: the routes an app really registers, read from Fastify's onRoute hook while it is
// built, so sweeps over the API cover every endpoint without a hand list that goes stale.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One endpoint of the app. */
export interface AppRoute {
  /** `GET`, `POST`, `PUT` or `DELETE`. */
  method: string;
  /** The URL pattern, with `:param`s and `*`, as registered. */
  url: string;
  /** `METHOD url`, how sweeps name an endpoint. */
  key: string;
  /** The route's schema (body, querystring, params...) as registered, `$ref`s unresolved; `{}` when it has none. */
  schema: FastifySchema;
}

/**
 * Builds an app with `build` (which must pass `onRoute` on to `buildApp`), waits until it is ready,
 * closes it and answers its routes sorted by key. The HEAD route Fastify adds beside every GET is
 * left out: it runs the GET's handler.
 */
export async function collectAppRoutes(
  build: (onRoute: (route: RouteOptions) => void) => FastifyInstance,
): Promise<AppRoute[]> {
  const routes = new Map<string, AppRoute>();
  const app = build((route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      routes.set(key, { method, url: route.url, key, schema: route.schema ?? {} });
    }
  });
  await app.ready();
  await app.close();
  return [...routes.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Fills the `:param`s and the `*` of a URL pattern from `sample`, which throws for a name it lacks. */
export function fillRoute(url: string, sample: (param: string) => string): string {
  return url
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(sample(name)))
    .replace(/\*$/, () => sample('*'));
}
