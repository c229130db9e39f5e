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

/**
 * Path parameter values that name real rows of the seed (zhangwei's home address, his delivered order
 * and its item, a seeded coupon and option...), so a sweep's request is wrong only where it means to be.
 */
export const SEED_PATH_PARAMS: Readonly<Record<string, string>> = {
  id: 'addr-acme-zhang-home',
  sn: 'O26030100006',
  orderItemSn: 'O26030100006-1',
  ids: '1',
  skuId: '1001',
  goodsId: '121',
  isAdd: '0',
  storeId: '1',
  serviceType: 'RETURN_MONEY',
  couponId: 'cpn-platform-50',
  optionId: 'bpo-q3-tea',
  refreshToken: 'not-a-refresh-token',
  oneId: 'ent-acme',
  // A published version of a page (the operators' rollback); the page is `id`'s, unknown there.
  version: '1',
  '*': 'missing.png',
};

/** Fills the `:param`s and the `*` of a URL pattern from `sample`, which throws for a name it lacks. */
export function fillRoute(url: string, sample: (param: string) => string): string {
  return url
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(sample(name)))
    .replace(/\*$/, () => sample('*'));
}
