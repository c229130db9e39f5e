import {
  API_PATHS,
  type PointAccountQuery,
  type PointHistoryQuery,
  type PointTypeQuery,
  type PointUseQuery,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { wordedBodyError, type BodyFieldError } from '../http/worded-body-error.ts';
import { listPointAccounts, POINT_MESSAGES, pointTypeHistory } from '../services/point-accounts.ts';
import { POINT_HISTORY_MESSAGES, pointHistoryPage, pointUsePage } from '../services/point-history.ts';

const SCHEMA = `${SCHEMA_BASE}api/points.schema.json`;

/** Page and page size when a query leaves them out. */
export const POINT_PAGE_DEFAULTS = { pageNumber: '1', pageSize: '10' } as const;

/** Refusals of paging, in the words the storefront shows. */
export const PAGING_MESSAGES = {
  pageNumber: '页码须为正整数',
  pageSize: '每页条数须为1到50之间的整数',
} as const;

/** The sentence of a bad field of the point pages' queries and bodies. */
function wordPointField({ field }: BodyFieldError): string | undefined {
  switch (field) {
    case 'pageNumber':
      return PAGING_MESSAGES.pageNumber;
    case 'pageSize':
      return PAGING_MESSAGES.pageSize;
    case 'classType':
      return POINT_MESSAGES.classType;
    case 'accountType':
      return POINT_MESSAGES.accountType;
    case 'startDate':
    case 'endDate':
      return POINT_HISTORY_MESSAGES.badDate;
    default:
      return undefined;
  }
}

/**
 * Throws the worded 400 of a query or body that broke its schema. Shared by the wallet's routes.
 * `source` is what was validated (`request.query` or `request.body`).
 */
export function refuseBadPointInput(request: FastifyRequest, source: unknown): void {
  const failure = request.validationError;
  if (failure)
    throw wordedBodyError(failure.validation as FastifySchemaValidationError[], source, wordPointField);
}

/** Route options of a members-only call whose `part` is checked by `definition`, worded by the handler. */
export const pointRouteOptions = (part: 'querystring' | 'body', definition: string) => ({
  // A guest is refused before the input is looked at.
  onRequest: requireMember,
  schema: { [part]: { $ref: `${SCHEMA}#/definitions/${definition}` } },
  attachValidation: true,
});

/**
 * The member's point accounts with their totals, their history (all, or of one type), one type's
 * summary, and the spending records. Every call reads the caller's own accounts only.
 */
export function registerPointAccountRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post<{ Body: PointAccountQuery }>(
    API_PATHS.pointAccountList,
    pointRouteOptions('body', 'pointAccountQuery'),
    async (request) => {
      refuseBadPointInput(request, request.body);
      return ok(await listPointAccounts(db, memberOf(request).memberId, readCaller(request).locale, now()));
    },
  );

  app.get<{ Querystring: PointHistoryQuery }>(
    API_PATHS.pointHistoryPage,
    pointRouteOptions('querystring', 'pointHistoryQuery'),
    async (request) => {
      refuseBadPointInput(request, request.query);
      const { classType, ...paging } = { ...POINT_PAGE_DEFAULTS, ...request.query };
      const page = { pageNumber: Number(paging.pageNumber), pageSize: Number(paging.pageSize) };
      return ok(
        await pointHistoryPage(
          db,
          memberOf(request).memberId,
          { classType },
          page,
          readCaller(request).locale,
        ),
      );
    },
  );

  app.get<{ Querystring: PointTypeQuery }>(
    API_PATHS.pointTypeHistory,
    pointRouteOptions('querystring', 'pointTypeQuery'),
    async (request) => {
      refuseBadPointInput(request, request.query);
      const { memberId } = memberOf(request);
      return ok(
        await pointTypeHistory(db, memberId, request.query.classType, readCaller(request).locale, now()),
      );
    },
  );

  app.post<{ Body: PointUseQuery }>(
    API_PATHS.pointUseQuery,
    pointRouteOptions('body', 'pointUseQuery'),
    async (request) => {
      refuseBadPointInput(request, request.body);
      return ok(await pointUsePage(db, memberOf(request).memberId, request.body));
    },
  );
}
