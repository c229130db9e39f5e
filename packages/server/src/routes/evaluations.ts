import { API_PATHS, type EvaluationListQuery, type EvaluationRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readLocale } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { registerMemberList } from '../http/member-list-route.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { routeOf } from '../http/route-of.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import {
  createEvaluation,
  getMemberEvaluation,
  listGoodsEvaluations,
  listMemberEvaluations,
} from '../services/evaluations.ts';
import { evaluationInputError } from '../services/evaluations-input.ts';
import { pageOfQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/evaluation.schema.json`;

/** The review lists' query: a page. */
const LIST_QUERY = `${SCHEMA}#/definitions/evaluationListQuery`;

/**
 * Goods reviews (spec 02 section 6, spec 03: /buyer/member/evaluation): the member's own list,
 * reviewing an item of a completed order, one of their reviews; and, for anyone, a goods' reviews
 * (lilishop's `/buyer/member/evaluation/{goodsId}/goodsEvaluation`) with names masked.
 */
export function registerEvaluationRoutes(app: FastifyInstance, { db, readDb, now }: AppDeps): void {
  registerMemberList(
    app,
    API_PATHS.evaluations,
    { onRequest: requireMember, queryRef: LIST_QUERY },
    (memberId, page) => listMemberEvaluations(db, memberId, page),
  );

  app.post<{ Body: EvaluationRequest }>(
    API_PATHS.evaluations,
    formRouteOptions(requireMember, SCHEMA, evaluationInputError)('evaluationRequest'),
    async (request) => ok(await createEvaluation(db, memberOf(request).memberId, request.body, now())),
  );

  app.get<{ Params: { id: string } }>(
    routeOf(API_PATHS.evaluation(':id')),
    { onRequest: requireMember },
    async (request) => ok(await getMemberEvaluation(db, memberOf(request).memberId, request.params.id)),
  );

  app.get<{ Params: { goodsId: string }; Querystring: EvaluationListQuery }>(
    routeOf(API_PATHS.goodsEvaluations(':goodsId')),
    { schema: { querystring: { $ref: LIST_QUERY } } },
    async (request) =>
      ok(
        await listGoodsEvaluations(
          readDb,
          request.params.goodsId,
          pageOfQuery(request.query),
          readLocale(request),
        ),
      ),
  );
}
