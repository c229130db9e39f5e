import { API_PATHS } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readLocale } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { registerMemberList } from '../http/member-list-route.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { addFavorite, cancelFavorite, isFavorite, listFavorites } from '../services/favorites.ts';
import { readCaller } from '../http/caller.ts';
import { requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-lists.schema.json`;

const deleteParamsSchema = requiredField('skuId', { $ref: `${SCHEMA}#/definitions/skuId` });

/** The member's favourite goods (query pageNumber, pageSize), adding, asking about and cancelling one. */
export function registerFavoriteRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // `onRequest`: a guest is refused before the input is validated.
  registerMemberList(
    app,
    API_PATHS.collection('GOODS'),
    { onRequest: requireMember, queryRef: `${SCHEMA}#/definitions/listPageQuery` },
    (memberId, page, request) => listFavorites(db, memberId, page, readLocale(request)),
  );

  app.delete<{ Params: { skuId: string } }>(
    routeOf(API_PATHS.collectionDelete('GOODS', ':skuId')),
    { onRequest: requireMember, schema: { params: deleteParamsSchema } },
    async (request) => {
      await cancelFavorite(db, memberOf(request).memberId, request.params.skuId);
      return ok(null);
    },
  );

  app.post<{ Params: { skuId: string } }>(
    routeOf(API_PATHS.collectionAdd('GOODS', ':skuId')),
    { onRequest: requireMember, schema: { params: deleteParamsSchema } },
    async (request) => {
      await addFavorite(db, memberOf(request).memberId, request.params.skuId, readCaller(request).locale);
      return ok(null);
    },
  );

  app.get<{ Params: { skuId: string } }>(
    routeOf(API_PATHS.isCollection('GOODS', ':skuId')),
    { onRequest: requireMember, schema: { params: deleteParamsSchema } },
    async (request) => ok(await isFavorite(db, memberOf(request).memberId, request.params.skuId)),
  );
}
