import { API_PATHS, type LoginPasswordChange } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { changeLoginPassword } from '../services/member-password.ts';

const SECURITY = `${SCHEMA_BASE}api/security.schema.json`;

/** The logged-in member's login-password change (/home/loginPassword and the password reminder). */
export function registerMemberPasswordRoutes(app: FastifyInstance, { db, now, passwordKey }: AppDeps): void {
  app.post<{ Body: LoginPasswordChange }>(
    API_PATHS.updateLoginPassword,
    { onRequest: requireMember, schema: { body: { $ref: SECURITY } } },
    async (request) => {
      const { memberId, family } = memberOf(request);
      await changeLoginPassword(db, { memberId, family }, request.body, { passwordKey, now: now() });
      return ok(null);
    },
  );
}
