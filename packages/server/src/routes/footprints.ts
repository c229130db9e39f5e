import { API_PATHS } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readLocale } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { registerMemberList } from '../http/member-list-route.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { clearFootprints, listFootprints, removeFootprints } from '../services/footprints.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-lists.schema.json`;

/** Up to 100 footprint ids, comma-joined. */
const idsParamsSchema = requiredField('ids', {
  type: 'string',
  pattern: '^[1-9][0-9]{0,17}(,[1-9][0-9]{0,17}){0,99}$',
});

/** Goods the member viewed (query pageNumber, pageSize; answers a list); removing all or some. */
export function registerFootprintRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // `onRequest`: a guest is refused before the input is validated.
  registerMemberList(
    app,
    API_PATHS.footprints,
    { onRequest: requireMember, queryRef: `${SCHEMA}#/definitions/listPageQuery` },
    (memberId, page, request) => listFootprints(db, memberId, page, readLocale(request)),
  );

  app.delete(API_PATHS.footprints, { onRequest: requireMember }, async (request) => {
    await clearFootprints(db, memberOf(request).memberId);
    return ok(null);
  });

  app.delete<{ Params: { ids: string } }>(
    routeOf(API_PATHS.footprintsDelete([':ids'])),
    { onRequest: requireMember, schema: { params: idsParamsSchema } },
    async (request) => {
      await removeFootprints(db, memberOf(request).memberId, request.params.ids.split(','));
      return ok(null);
    },
  );
}
