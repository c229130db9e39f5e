import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { readOutbox, type OutboxKind } from '../services/dev-outbox.ts';

const outboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', minLength: 1, maxLength: 128 },
    kind: { type: 'string', enum: ['image-code', 'sms', 'email'] },
  },
} as const;

/**
 * The development outbox (newest first): the codes the server would have sent, for tests. Not
 * registered in production, where the path answers the 404 envelope like any unknown path.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, { db, production }: AppDeps): void {
  if (production) return;
  app.get<{ Querystring: { to?: string; kind?: OutboxKind } }>(
    API_PATHS.devOutbox,
    { schema: { querystring: outboxQuerySchema } },
    async (request) => ok(await readOutbox(db, request.query)),
  );
}
