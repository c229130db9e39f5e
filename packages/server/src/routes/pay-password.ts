import {
  API_PATHS,
  type MemberSmsCodeRequest,
  type PayPasswordBody,
  type PayPasswordUpdate,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import {
  changePayPassword,
  hasPayPassword,
  sendPayPasswordCode,
  setPayPassword,
} from '../services/pay-password.ts';

const TRADE = `${SCHEMA_BASE}api/trade.schema.json`;
const SECURITY = `${SCHEMA_BASE}api/security.schema.json`;

/**
 * The pay password: whether one is set, setting the first, changing it with the old one or with an
 * SMS code sent to the member's own mobile.
 */
export function registerPayPasswordRoutes(
  app: FastifyInstance,
  { db, now, passwordKey, production }: AppDeps,
): void {
  const member = { onRequest: requireMember };
  const limits = addressLimitsOf(app, db);

  app.get(API_PATHS.walletCheck, member, async (request) =>
    ok(await hasPayPassword(db, memberOf(request).memberId)),
  );

  app.post<{ Body: PayPasswordBody }>(
    API_PATHS.walletSetPassword,
    { ...member, schema: { body: { $ref: `${TRADE}#/definitions/payPasswordBody` } } },
    async (request) => {
      await setPayPassword(db, memberOf(request).memberId, request.body.password, passwordKey);
      return ok(null);
    },
  );

  app.post<{ Body: PayPasswordUpdate }>(
    API_PATHS.payPassword,
    { ...member, schema: { body: { $ref: `${SECURITY}#/definitions/payPasswordUpdate` } } },
    async (request) => {
      await changePayPassword(db, memberOf(request).memberId, request.body, passwordKey, now());
      return ok(null);
    },
  );

  app.post<{ Body: MemberSmsCodeRequest }>(
    API_PATHS.sendMemberSmsCode,
    { ...member, schema: { body: { $ref: `${SECURITY}#/definitions/memberSmsCodeRequest` } } },
    async (request) =>
      ok(
        await limits.guardCodeSend(request.ip, () =>
          sendPayPasswordCode(db, memberOf(request).memberId, { now: now(), writeToOutbox: !production }),
        ),
      ),
  );
}
