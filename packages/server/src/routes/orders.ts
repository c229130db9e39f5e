import { API_PATHS, type OrderListRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { listOrders } from '../services/orders.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-lists.schema.json`;

/** The member's order list (POST JSON pageNumber, pageSize, tag). */
export function registerOrderRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // `onRequest`: a guest is refused before the body is parsed or validated.
  app.post<{ Body: OrderListRequest }>(
    API_PATHS.orderList,
    { onRequest: requireMember, schema: { body: { $ref: `${SCHEMA}#/definitions/orderListRequest` } } },
    async (request) => {
      const { pageNumber, pageSize, tag } = request.body;
      return ok(await listOrders(db, memberOf(request).memberId, { pageNumber, pageSize }, tag));
    },
  );
}
