import { API_PATHS, type VerifyCodeRequest, type VerifyUserInfoRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { getVerifyStatus, requestVerifyCode, verifyUserInfo } from '../services/verification.ts';
import { deviceUuid } from './passport-cards.ts';

/** `$ref` of a definition of member-profile.schema.json. */
export const memberProfileSchema = (definition: string): { $ref: string } => ({
  $ref: `${SCHEMA_BASE}api/member-profile.schema.json#/definitions/${definition}`,
});

/** The forced verification dialog: what is required, sending a code, storing what the codes prove. */
export function registerVerificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  const member = { onRequest: requireMember };
  const limits = addressLimitsOf(app, db);

  app.post(API_PATHS.verifyStatus, member, async (request) =>
    ok(await getVerifyStatus(db, memberOf(request).memberId)),
  );

  app.post<{ Body: VerifyCodeRequest }>(
    API_PATHS.sendVerifyCode,
    { ...member, schema: { body: memberProfileSchema('verifyCodeRequest') } },
    async (request) => {
      const context = {
        memberId: memberOf(request).memberId,
        uuid: deviceUuid(request),
        now: now(),
        writeToOutbox: !deps.production,
      };
      return ok(await limits.guardCodeSend(request.ip, () => requestVerifyCode(db, request.body, context)));
    },
  );

  app.post<{ Body: VerifyUserInfoRequest }>(
    API_PATHS.verifyUserInfo,
    { ...member, schema: { body: memberProfileSchema('verifyUserInfoRequest') } },
    async (request) => {
      await verifyUserInfo(db, memberOf(request).memberId, request.body, now());
      return ok(null);
    },
  );
}
