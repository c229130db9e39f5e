import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { getHotSearchTerms } from '../services/search-terms.ts';

/** POST getSearchTerms: the hot search terms shown as tags under the HSHSC search box. */
export function registerSearchTermRoutes(app: FastifyInstance, { readDb }: AppDeps): void {
  // Asked on every page and written by no call: from the replica when there is one.
  app.post(API_PATHS.searchTerms, async (request) =>
    ok(await getHotSearchTerms(readDb, readCaller(request).locale)),
  );
}
