import { API_PATHS, type LogisticsQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-session.ts';
import { wordedBodyError, type BodyFieldError } from '../http/worded-body-error.ts';
import { LOGISTICS_MESSAGES, listLogisticsCompanies } from '../services/logistics.ts';
import { PAGING_MESSAGES } from './point-accounts.ts';

const QUERY = { $ref: `${SCHEMA_BASE}api/after-sale.schema.json#/definitions/logisticsQuery` };

/** The spec's list: everything at once (spec 02: pageNumber 1, pageSize 200). */
const LOGISTICS_PAGE_DEFAULTS = { pageNumber: '1', pageSize: '200' } as const;

function wordLogisticsField({ field }: BodyFieldError): string | undefined {
  if (field === 'pageNumber') return PAGING_MESSAGES.pageNumber;
  if (field === 'pageSize') return LOGISTICS_MESSAGES.pageSize;
  if (field === 'disabled') return LOGISTICS_MESSAGES.openOnly;
  return undefined;
}

/**
 * GET /buyer/other/logistics (spec 02): a page of the courier companies a member may send after-sale
 * goods back with, the offered (OPEN) ones only, in the mall's order. Members only: the list is
 * asked for by the return form of a member's request.
 */
export function registerLogisticsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get<{ Querystring: LogisticsQuery }>(
    API_PATHS.logisticsCompanies,
    { onRequest: requireMember, schema: { querystring: QUERY }, attachValidation: true },
    async (request) => {
      const failure = request.validationError;
      if (failure)
        throw wordedBodyError(
          failure.validation as FastifySchemaValidationError[],
          request.query,
          wordLogisticsField,
        );
      const { pageNumber, pageSize } = { ...LOGISTICS_PAGE_DEFAULTS, ...request.query };
      return ok(
        await listLogisticsCompanies(db, { pageNumber: Number(pageNumber), pageSize: Number(pageSize) }),
      );
    },
  );
}
