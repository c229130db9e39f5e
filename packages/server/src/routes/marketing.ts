import { API_PATHS, type AvailabilityRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { requiredField } from '../http/required-field.ts';
import {
  checkAvailability,
  getMarketGoods,
  getPartnerPath,
  getPlanGoods,
  type PartnerPathQuery,
} from '../services/marketing.ts';

const COMMON = `${SCHEMA_BASE}common.schema.json`;

const planQuerySchema = requiredField('planId', { $ref: `${COMMON}#/definitions/planId` });

const marketQuerySchema = requiredField('marketId', { $ref: `${COMMON}#/definitions/marketId` });

// Only the server reads this body so far; it moves to packages/schemas when the storefront types it.
const partnerPathBodySchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 64 },
    publicityBusModel: { type: 'string', maxLength: 64 },
    businessType: { type: ['string', 'null'], maxLength: 64 },
    platType: { type: 'string', maxLength: 32 },
    urlType: { type: 'string', maxLength: 32 },
    marketPlatform: { type: 'string', maxLength: 8 },
  },
} as const;

/** Availability of plans and markets, their goods, and partner jump addresses. */
export function registerMarketingRoutes(app: FastifyInstance, { readDb, now }: AppDeps): void {
  // Plans, markets, their goods and partner addresses are the catalogue: from the replica when there
  // is one. Checkout reads them again from the primary, so a plan closed a moment ago cannot be bought.
  const context = (request: Parameters<typeof readCaller>[0]) => {
    const { oneId, locale } = readCaller(request);
    return { oneId, locale, now: now() };
  };

  app.post<{ Body: AvailabilityRequest }>(
    API_PATHS.availability,
    { schema: { body: { $ref: `${SCHEMA_BASE}api/availability.schema.json#` } } },
    async (request) => ok(await checkAvailability(readDb, request.body.list, context(request))),
  );

  app.get<{ Querystring: { planId: string } }>(
    API_PATHS.planGoods,
    { schema: { querystring: planQuerySchema } },
    async (request) => ok(await getPlanGoods(readDb, request.query.planId, context(request))),
  );

  app.get<{ Querystring: { marketId: string } }>(
    API_PATHS.marketGoods,
    { schema: { querystring: marketQuerySchema } },
    async (request) => ok(await getMarketGoods(readDb, request.query.marketId, context(request))),
  );

  app.post<{ Body: PartnerPathQuery }>(
    API_PATHS.partnerPath,
    { schema: { body: partnerPathBodySchema } },
    async (request) => ok(await getPartnerPath(readDb, request.body, context(request))),
  );
}
