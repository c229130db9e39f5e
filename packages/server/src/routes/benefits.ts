import {
  API_PATHS,
  type BenefitChooseCheckQuery,
  type BenefitChooseInput,
  type BenefitPlanCaseListQuery,
  type BenefitRecordQuery,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { formRefusal } from '../http/api-error.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { routeOf } from '../http/route-of.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import { checkNotChosen, choosePlanCase, listBenefitRecords } from '../services/benefit-choices.ts';
import { benefitPermission, getPlanCase, listPlanCases } from '../services/benefit-plan-cases.ts';
import { pageOfQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/benefits.schema.json`;

/** A member-only GET whose query is validated by a definition of the benefits schema. */
const memberQuery = (definition: string) => ({
  onRequest: requireMember,
  schema: { querystring: { $ref: `${SCHEMA}#/definitions/${definition}` } },
});

/**
 * Flexible benefits for members: the year/quarter permission, the plan cases of a kind, one plan
 * case with its options, the check before choosing, the choice itself and the records of choices.
 */
export function registerBenefitRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const readerOf = (request: FastifyRequest) => {
    const { memberId, oneId } = memberOf(request);
    return { memberId, oneId, locale: readCaller(request).locale, now: now() };
  };

  app.get(API_PATHS.benefitPermission, { onRequest: requireMember }, async (request) =>
    ok(await benefitPermission(db, memberOf(request).oneId, now())),
  );

  app.get<{ Querystring: BenefitPlanCaseListQuery }>(
    API_PATHS.benefitPlanCases,
    memberQuery('benefitPlanCaseListQuery'),
    async (request) => ok(await listPlanCases(db, readerOf(request), request.query.periodKind)),
  );

  app.get<{ Params: { id: string } }>(
    routeOf(API_PATHS.benefitPlanCase(':id')),
    { onRequest: requireMember },
    async (request) => ok(await getPlanCase(db, readerOf(request), request.params.id)),
  );

  app.get<{ Querystring: BenefitChooseCheckQuery }>(
    API_PATHS.benefitChooseCheck,
    memberQuery('benefitChooseCheckQuery'),
    async (request) => {
      await checkNotChosen(db, memberOf(request), request.query.planCaseId);
      return ok(null);
    },
  );

  // The form sends only what it offers; a broken body is a form refusal all the same.
  const chooseOptions = formRouteOptions(requireMember, SCHEMA, () =>
    formRefusal('请求参数错误，请重新选择'),
  )('benefitChooseInput');
  app.post<{ Body: BenefitChooseInput }>(API_PATHS.benefitChoose, chooseOptions, async (request) =>
    ok(await choosePlanCase(db, memberOf(request), request.body, now())),
  );

  app.get<{ Querystring: BenefitRecordQuery }>(
    API_PATHS.benefitRecords,
    memberQuery('benefitRecordQuery'),
    async (request) => {
      const page = pageOfQuery(request.query);
      return ok(await listBenefitRecords(db, readerOf(request), request.query.periodKind, page));
    },
  );
}
