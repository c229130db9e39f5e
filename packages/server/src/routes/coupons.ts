import { API_PATHS, type ListPageQuery, type MemberCouponQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { refuseServerRender } from '../http/page-render-mark.ts';
import { requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { claimCoupon, listClaimableCoupons, listMemberCoupons } from '../services/coupons.ts';
import { pageFromQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-lists.schema.json`;

const receiveParamsSchema = requiredField('couponId', { $ref: `${SCHEMA}#/definitions/couponId` });

const claimant = (request: FastifyRequest) => {
  const { memberId, oneId } = memberOf(request);
  return { memberId, oneId };
};

/** Coupons the member may claim (query pageNumber, pageSize), claiming one, and the member's own. */
export function registerCouponRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  // `onRequest`: a guest is refused before the input is validated.
  app.get<{ Querystring: ListPageQuery }>(
    API_PATHS.couponList,
    { onRequest: requireMember, schema: { querystring: { $ref: `${SCHEMA}#/definitions/listPageQuery` } } },
    async (request) =>
      ok(await listClaimableCoupons(db, claimant(request), pageFromQuery(request.query), now())),
  );

  app.get<{ Params: { couponId: string } }>(
    routeOf(API_PATHS.couponReceive(':couponId')),
    // A claim, though on a GET: never one a server render makes.
    { onRequest: [requireMember, refuseServerRender], schema: { params: receiveParamsSchema } },
    async (request) => {
      await claimCoupon(db, claimant(request), request.params.couponId, now());
      return ok(null);
    },
  );

  app.get<{ Querystring: MemberCouponQuery }>(
    API_PATHS.memberCoupons,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${SCHEMA_BASE}api/trade.schema.json#/definitions/memberCouponQuery` } },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return ok(await listMemberCoupons(db, memberOf(request).memberId, status, pageFromQuery(page), now()));
    },
  );
}
