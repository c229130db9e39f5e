import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { getStoreDetail } from '../services/stores.ts';

// API_PATHS.storeDetail encodes its argument; decoding turns the placeholder back into a route parameter.

const storeParams = requiredField('storeId', { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' });

/** GET a store for /merchant; open to guests (a shop window, like the category menu). */
export function registerStoreRoutes(app: FastifyInstance, { readDb }: AppDeps): void {
  // A shop window is the catalogue: from the replica when there is one.
  app.get<{ Params: { storeId: string } }>(
    routeOf(API_PATHS.storeDetail(':storeId')),
    { schema: { params: storeParams } },
    async (request) => ok(await getStoreDetail(readDb, request.params.storeId, readCaller(request))),
  );
}
