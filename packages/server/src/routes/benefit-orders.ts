import { API_PATHS, type BenefitOrderListQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import {
  cancelBenefitOrder,
  getBenefitOption,
  getBenefitOrder,
  listBenefitOrders,
  receiveBenefitOrder,
} from '../services/benefit-orders.ts';
import { pageOfQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/benefit-orders.schema.json`;

const keyParams = (name: string) => ({
  params: requiredField(name, { $ref: `${SCHEMA}#/definitions/benefitOrderKey` }),
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
      const { status = 'ALL' } = request.query;
      const page = pageOfQuery(request.query);
      return ok(await listBenefitOrders(db, memberIdOf(request), status, page, localeOf(request), now()));
    },
  );

  // One of the member's orders by its sn: reading it, cancelling it and receiving it.
  const orderRoutes = [
    ['GET', API_PATHS.benefitOrder(':sn'), getBenefitOrder],
    ['POST', API_PATHS.benefitOrderCancel(':sn'), cancelBenefitOrder],
    ['POST', API_PATHS.benefitOrderReceive(':sn'), receiveBenefitOrder],
  ] as const;
  for (const [method, path, serve] of orderRoutes)
    app.route<{ Params: { sn: string } }>({
      method,
      url: routeOf(path),
      ...member,
      schema: keyParams('sn'),
      handler: async (request) =>
        ok(await serve(db, memberIdOf(request), request.params.sn, localeOf(request), now())),
    });

  app.get<{ Params: { optionId: string } }>(
    routeOf(API_PATHS.benefitOption(':optionId')),
    { ...member, schema: keyParams('optionId') },
    async (request) => {
      const { memberId, oneId } = memberOf(request);
      return ok(
        await getBenefitOption(db, { memberId, oneId }, request.params.optionId, localeOf(request), now()),
      );
    },
  );
}
