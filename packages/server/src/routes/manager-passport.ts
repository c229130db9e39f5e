import type { LoginRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { ok } from '../http/envelope.ts';
import { MANAGER_PATHS } from '@mall/schemas';
import { operatorOf } from '../http/operator-session.ts';
import { operatorLogin, operatorLogout } from '../services/operators.ts';
import { passwordLoginHandler } from './passport.ts';

/**
 * An operator's login (the member's body: username, encrypted password, image code of the `uuid`
 * device; the same address limit), who is logged in, and logout.
 */
export function registerManagerPassportRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  requireOperator: (request: FastifyRequest) => Promise<void>,
): void {
  const { db, now } = deps;
  const limits = addressLimitsOf(app, db);

  app.post<{ Body: LoginRequest }>(
    MANAGER_PATHS.login,
    { schema: { body: { $ref: `${SCHEMA_BASE}api/passport.schema.json#` } } },
    passwordLoginHandler(deps, limits, operatorLogin),
  );

  app.get(MANAGER_PATHS.operator, { onRequest: requireOperator }, async (request) => {
    const { sessionId: _sessionId, ...operator } = operatorOf(request);
    return ok(operator);
  });

  app.post(MANAGER_PATHS.logout, { onRequest: requireOperator }, async (request) => {
    await operatorLogout(db, operatorOf(request).sessionId, now());
    return ok(null);
  });
}
