import type { Platform } from '@mall/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/db.ts';
import { verifyOperatorToken } from '../services/operator-tokens.ts';
import { ACCESS_TOKEN_HEADER, sessionExpired, sessionMissing } from './member-session.ts';

// The operator of a request to the manager endpoints (issue 23), decided from the same
// `accessToken` header a member uses but only by the endpoints that declare `requireOperator`: a
// member's token is not an operator's (another audience, services/operator-tokens.ts), so it answers
// 401 there as a bad token does, and an operator's token answers 401 on every member endpoint.

/** An operator as the manager endpoints see it. */
export interface Operator {
  id: string;
  username: string;
  nickName: string;
  /** `platform`: every page of the platforms granted; `enterprise`: its enterprise's own pages. */
  role: 'platform' | 'enterprise';
  /** The platforms granted (a platform operator) or its enterprise's (an enterprise operator). */
  platforms: Platform[];
  /** The enterprise of an enterprise operator; null for a platform operator. */
  oneId: string | null;
}

/** An operator and the login its token belongs to. */
export interface OperatorSession extends Operator {
  /** The login (`operator_sessions.id`), which a logout ends. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard of `registerOperatorSession` on the endpoints that declare it; null elsewhere. */
    operator: OperatorSession | null;
  }
}

/** What deciding an operator needs. */
export interface OperatorSessionDeps {
  db: DbExecutor;
  now: () => Date;
  tokenSecret: () => Promise<Uint8Array>;
}

/**
 * Registers the request's operator slot and answers the guard (an onRequest hook, so a refused
 * request is not even read) of the endpoints that serve operators: no token 401/20003, anything but
 * the token of a live login of an enabled operator 401/20004.
 */
export function registerOperatorSession(
  app: FastifyInstance,
  deps: OperatorSessionDeps,
): (request: FastifyRequest) => Promise<void> {
  app.decorateRequest('operator', null);
  return async (request) => {
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw sessionMissing();
    const now = deps.now();
    const claims = await verifyOperatorToken(token, await deps.tokenSecret(), now);
    const [operator] = claims
      ? await deps.db.query<OperatorSession>(
          `SELECT s.id AS "sessionId", o.id, o.username, o.nick_name AS "nickName", o.role, o.one_id AS "oneId",
                  CASE WHEN o.role = 'platform' THEN o.platforms ELSE e.platform_permission END AS platforms
           FROM operators o
           JOIN operator_sessions s ON s.operator_id = o.id
           LEFT JOIN enterprises e ON e.one_id = o.one_id
           WHERE o.id = $1 AND s.id = $2 AND o.enabled AND s.revoked_at IS NULL AND s.expires_at > $3`,
          [claims.operatorId, claims.sessionId, now],
        )
      : [];
    if (!operator) throw sessionExpired();
    request.operator = operator;
  };
}

/** The operator of a request that passed the guard. */
export function operatorOf(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw sessionMissing();
  return request.operator;
}
