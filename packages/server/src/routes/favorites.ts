import { API_PATHS, type ListPageQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readLocale } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { addFavorite, cancelFavorite, isFavorite, listFavorites } from '../services/favorites.ts';
import { readCaller } from '../http/caller.ts';
import { pageFromQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-lists.schema.json`;

// The path helper encodes its argument; decoding turns the placeholder back into a route parameter.
const DELETE_ROUTE = decodeURIComponent(API_PATHS.collectionDelete('GOODS', ':skuId'));
const ADD_ROUTE = decodeURIComponent(API_PATHS.collectionAdd('GOODS', ':skuId'));
const IS_ROUTE = decodeURIComponent(API_PATHS.isCollection('GOODS', ':skuId'));

const deleteParamsSchema = {
  type: 'object',
  required: ['skuId'],
  properties: { skuId: { $ref: `${SCHEMA}#/definitions/skuId` } },
} as const;

/** The member's favourite goods (query pageNumber, pageSize), adding, asking about and cancelling one. */
export function registerFavoriteRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // `onRequest`: a guest is refused before the input is validated.
  app.get<{ Querystring: ListPageQuery }>(
    API_PATHS.collection('GOODS'),
    { onRequest: requireMember, schema: { querystring: { $ref: `${SCHEMA}#/definitions/listPageQuery` } } },
    async (request) =>
      ok(
        await listFavorites(
          db,
          memberOf(request).memberId,
          pageFromQuery(request.query),
          readLocale(request),
        ),
      ),
  );

  app.delete<{ Params: { skuId: string } }>(
    DELETE_ROUTE,
    { onRequest: requireMember, schema: { params: deleteParamsSchema } },
    async (request) => {
      await cancelFavorite(db, memberOf(request).memberId, request.params.skuId);
      return ok(null);
    },
  );

  app.post<{ Params: { skuId: string } }>(
    ADD_ROUTE,
    { onRequest: requireMember, schema: { params: deleteParamsSchema } },
    async (request) => {
      await addFavorite(db, memberOf(request).memberId, request.params.skuId, readCaller(request).locale);
      return ok(null);
    },
  );

  app.get<{ Params: { skuId: string } }>(
    IS_ROUTE,
    { onRequest: requireMember, schema: { params: deleteParamsSchema } },
    async (request) => ok(await isFavorite(db, memberOf(request).memberId, request.params.skuId)),
  );
}
