import { API_PATHS, type BenefitOrderListQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import {
  cancelBenefitOrder,
  getBenefitOption,
  getBenefitOrder,
  listBenefitOrders,
  receiveBenefitOrder,
} from '../services/benefit-orders.ts';

const SCHEMA = `${SCHEMA_BASE}api/benefit-orders.schema.json`;

// The path helpers encode their argument; decoding turns the placeholder back into a route parameter.
const ORDER_ROUTE = decodeURIComponent(API_PATHS.benefitOrder(':sn'));
const CANCEL_ROUTE = decodeURIComponent(API_PATHS.benefitOrderCancel(':sn'));
const RECEIVE_ROUTE = decodeURIComponent(API_PATHS.benefitOrderReceive(':sn'));
const OPTION_ROUTE = decodeURIComponent(API_PATHS.benefitOption(':optionId'));

/** The list's page size when the query leaves it out. */
const DEFAULT_PAGE_SIZE = 10;

const keyParams = (name: string) => ({
  params: {
    type: 'object',
    required: [name],
    properties: { [name]: { $ref: `${SCHEMA}#/definitions/benefitOrderKey` } },
  },
});

/**
 * The member's flexible benefit orders (list, detail, cancel, receive) and the goods behind an option
 * of the member's enterprise. Another member's order and another enterprise's option answer 404.
 */
export function registerBenefitOrderRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  // `onRequest`: a guest is refused before the query or the path is looked at.
  const member = { onRequest: requireMember };
  const memberIdOf = (request: FastifyRequest) => memberOf(request).memberId;
  const localeOf = (request: FastifyRequest) => readCaller(request).locale;

  // Registered as a static path, it wins over `order/:sn` (find-my-way prefers static segments).
  app.get<{ Querystring: BenefitOrderListQuery }>(
    API_PATHS.benefitOrderList,
    { ...member, schema: { querystring: { $ref: `${SCHEMA}#/definitions/benefitOrderListQuery` } } },
    async (request) => {
      const { status = 'ALL', pageNumber = '1', pageSize = String(DEFAULT_PAGE_SIZE) } = request.query;
      const page = { pageNumber: Number(pageNumber), pageSize: Number(pageSize) };
      return ok(await listBenefitOrders(db, memberIdOf(request), status, page, localeOf(request), now()));
    },
  );

  app.get<{ Params: { sn: string } }>(ORDER_ROUTE, { ...member, schema: keyParams('sn') }, async (request) =>
    ok(await getBenefitOrder(db, memberIdOf(request), request.params.sn, localeOf(request), now())),
  );

  app.post<{ Params: { sn: string } }>(
    CANCEL_ROUTE,
    { ...member, schema: keyParams('sn') },
    async (request) =>
      ok(await cancelBenefitOrder(db, memberIdOf(request), request.params.sn, localeOf(request), now())),
  );

  app.post<{ Params: { sn: string } }>(
    RECEIVE_ROUTE,
    { ...member, schema: keyParams('sn') },
    async (request) =>
      ok(await receiveBenefitOrder(db, memberIdOf(request), request.params.sn, localeOf(request), now())),
  );

  app.get<{ Params: { optionId: string } }>(
    OPTION_ROUTE,
    { ...member, schema: keyParams('optionId') },
    async (request) => {
      const { memberId, oneId } = memberOf(request);
      return ok(
        await getBenefitOption(db, { memberId, oneId }, request.params.optionId, localeOf(request), now()),
      );
    },
  );
}
