import { API_PATHS, type ListPageQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { listFootprints } from '../services/footprints.ts';
import { pageFromQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-lists.schema.json`;

/** Goods the member viewed (query pageNumber, pageSize; answers a list). */
export function registerFootprintRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // `onRequest`: a guest is refused before the input is validated.
  app.get<{ Querystring: ListPageQuery }>(
    API_PATHS.footprints,
    { onRequest: requireMember, schema: { querystring: { $ref: `${SCHEMA}#/definitions/listPageQuery` } } },
    async (request) => ok(await listFootprints(db, memberOf(request).memberId, pageFromQuery(request.query))),
  );
}
