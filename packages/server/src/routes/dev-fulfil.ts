import { API_PATHS, type DevFulfilBody } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { fulfil } from '../services/fulfilment.ts';

/**
 * Development fulfilment (POST JSON `{ sn? }`): moves paid orders and after-sale requests one step
 * on, and sends flexible benefit orders. Not registered in production, where the path answers the
 * 404 envelope like any unknown path.
 */
export function registerDevFulfilRoutes(app: FastifyInstance, { db, now, production }: AppDeps): void {
  if (production) return;
  app.post<{ Body: DevFulfilBody | undefined }>(
    API_PATHS.devFulfil,
    { schema: { body: { $ref: `${SCHEMA_BASE}api/trade.schema.json#/definitions/devFulfilBody` } } },
    async (request) => ok(await fulfil(db, now(), { sn: request.body?.sn })),
  );
}
