import {
  API_PATHS,
  type StoreApplyCompany,
  type StoreApplyFinance,
  type StoreApplyStore,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import {
  getStoreApplication,
  saveCompanyStep,
  saveFinanceStep,
  submitStoreStep,
} from '../services/store-apply.ts';
import { storeApplyInputError } from '../services/store-apply-input.ts';

const SCHEMA = `${SCHEMA_BASE}api/store-apply.schema.json`;

/** A step's route options, by its definition: members only, a broken body refused in its words. */
const stepOptions = formRouteOptions(requireMember, SCHEMA, storeApplyInputError);

/** The member's store-settlement application (/shopEntry): reading it and saving its three steps. */
export function registerStoreApplyRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(API_PATHS.storeApply, { onRequest: requireMember }, async (request) =>
    ok(await getStoreApplication(db, memberOf(request).memberId)),
  );

  app.put<{ Body: StoreApplyCompany }>(
    API_PATHS.storeApplyCompany,
    stepOptions('storeApplyCompany'),
    async (request) => ok(await saveCompanyStep(db, memberOf(request).memberId, request.body, now())),
  );

  app.put<{ Body: StoreApplyFinance }>(
    API_PATHS.storeApplyFinance,
    stepOptions('storeApplyFinance'),
    async (request) => ok(await saveFinanceStep(db, memberOf(request).memberId, request.body, now())),
  );

  app.put<{ Body: StoreApplyStore }>(
    API_PATHS.storeApplyStore,
    stepOptions('storeApplyStore'),
    async (request) => ok(await submitStoreStep(db, memberOf(request).memberId, request.body, now())),
  );
}
