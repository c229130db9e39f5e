import { API_PATHS, type CartAddRequest, type CartRemoveQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { addToCart, countCart, listCart, removeFromCart } from '../services/cart.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-lists.schema.json`;

// `onRequest`, not `preHandler`: a guest is refused before the body is parsed or validated, so a
// caller without a session learns nothing about the input rules.

/** The member's cart: list, count, add (form `skuId`, `num`) and remove (query `skuIds`). */
export function registerCartRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(API_PATHS.cartAll, { onRequest: requireMember }, async (request) =>
    ok(await listCart(db, memberOf(request).memberId)),
  );

  app.get(API_PATHS.cartCount, { onRequest: requireMember }, async (request) =>
    ok(await countCart(db, memberOf(request).memberId)),
  );

  app.post<{ Body: CartAddRequest }>(
    API_PATHS.cart,
    { onRequest: requireMember, schema: { body: { $ref: `${SCHEMA}#` } } },
    async (request) => {
      const { skuId, num } = request.body;
      await addToCart(db, memberOf(request).memberId, skuId, Number(num));
      return ok(null);
    },
  );

  app.delete<{ Querystring: CartRemoveQuery }>(
    API_PATHS.cartRemove,
    { onRequest: requireMember, schema: { querystring: { $ref: `${SCHEMA}#/definitions/cartRemoveQuery` } } },
    async (request) => {
      const { skuIds } = request.query;
      await removeFromCart(db, memberOf(request).memberId, typeof skuIds === 'string' ? [skuIds] : skuIds);
      return ok(null);
    },
  );
}
