import { API_PATHS, type PayPasswordBody, type PayPasswordChange } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { changePayPassword, hasPayPassword, setPayPassword } from '../services/pay-password.ts';

const TRADE = `${SCHEMA_BASE}api/trade.schema.json`;

/** The pay password: whether one is set, setting the first, changing it with the old one. */
export function registerPayPasswordRoutes(app: FastifyInstance, { db, now, passwordKey }: AppDeps): void {
  const member = { onRequest: requireMember };

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

  app.post<{ Body: PayPasswordChange }>(
    API_PATHS.payPassword,
    { ...member, schema: { body: { $ref: `${TRADE}#/definitions/payPasswordChange` } } },
    async (request) => {
      await changePayPassword(db, memberOf(request).memberId, request.body, passwordKey, now());
      return ok(null);
    },
  );
}
