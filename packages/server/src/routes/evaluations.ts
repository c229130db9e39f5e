import { API_PATHS, type EvaluationListQuery, type EvaluationRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readLocale } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import {
  createEvaluation,
  getMemberEvaluation,
  listGoodsEvaluations,
  listMemberEvaluations,
} from '../services/evaluations.ts';
import { evaluationInputError } from '../services/evaluations-input.ts';
import type { ListPage } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/evaluation.schema.json`;

// The path helpers encode their argument; decoding turns the placeholder back into a route parameter.
const EVALUATION_ROUTE = decodeURIComponent(API_PATHS.evaluation(':id'));
const GOODS_EVALUATIONS_ROUTE = decodeURIComponent(API_PATHS.goodsEvaluations(':goodsId'));

/** A list's page size when the query leaves it out. */
const DEFAULT_PAGE_SIZE = 10;

const listQuery = { querystring: { $ref: `${SCHEMA}#/definitions/evaluationListQuery` } };

const pageOfQuery = ({
  pageNumber = '1',
  pageSize = String(DEFAULT_PAGE_SIZE),
}: EvaluationListQuery): ListPage => ({
  pageNumber: Number(pageNumber),
  pageSize: Number(pageSize),
});

/**
 * Goods reviews (spec 02 section 6, spec 03: /buyer/member/evaluation): the member's own list,
 * reviewing an item of a completed order, one of their reviews; and, for anyone, a goods' reviews
 * (lilishop's `/buyer/member/evaluation/{goodsId}/goodsEvaluation`) with names masked.
 */
export function registerEvaluationRoutes(app: FastifyInstance, { db, readDb, now }: AppDeps): void {
  app.get<{ Querystring: EvaluationListQuery }>(
    API_PATHS.evaluations,
    { onRequest: requireMember, schema: listQuery },
    async (request) =>
      ok(await listMemberEvaluations(db, memberOf(request).memberId, pageOfQuery(request.query))),
  );

  app.post<{ Body: EvaluationRequest }>(
    API_PATHS.evaluations,
    {
      onRequest: requireMember,
      schema: { body: { $ref: `${SCHEMA}#/definitions/evaluationRequest` } },
      attachValidation: true,
    },
    async (request) => {
      const failure = request.validationError;
      if (failure)
        throw evaluationInputError(failure.validation as FastifySchemaValidationError[], request.body);
      return ok(await createEvaluation(db, memberOf(request).memberId, request.body, now()));
    },
  );

  app.get<{ Params: { id: string } }>(EVALUATION_ROUTE, { onRequest: requireMember }, async (request) =>
    ok(await getMemberEvaluation(db, memberOf(request).memberId, request.params.id)),
  );

  app.get<{ Params: { goodsId: string }; Querystring: EvaluationListQuery }>(
    GOODS_EVALUATIONS_ROUTE,
    { schema: listQuery },
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
