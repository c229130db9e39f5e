import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { getSiteSetting } from '../services/site.ts';

/** GET /common/common/site: the site's name (in the `locale` header's language), logo and icon. */
export function registerSiteRoutes(app: FastifyInstance, { readDb }: AppDeps): void {
  // Asked on every page and written by no call: from the replica when there is one.
  app.get(API_PATHS.site, async (request) => ok(await getSiteSetting(readDb, readCaller(request).locale)));
}
