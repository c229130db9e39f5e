import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/db.ts';
import { verifyAccessToken } from '../services/tokens.ts';
import { ApiError } from './api-error.ts';

// Who the caller is, decided once per request from the `accessToken` header: the hook below reads
// it, `requireMember` guards member endpoints, and `readCaller` gives every other route the
// enterprise of a valid token (a caller without one is a guest).

/** Header carrying the access token. */
export const ACCESS_TOKEN_HEADER = 'accesstoken';
/** Code of a member endpoint called without a token (spec 01 section 8: no message shown). */
export const SESSION_MISSING_CODE = 20_003;
/** Code of an invalid, expired or revoked token: the storefront refreshes, then prompts login. */
export const SESSION_EXPIRED_CODE = 20_004;

/** The caller's session as far as the access token tells. */
export type MemberSession =
  | { state: 'guest' }
  | { state: 'invalid' }
  | { state: 'member'; memberId: string; oneId: string; family: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Decided by the onRequest hook of `registerMemberSession`. */
    memberSession: MemberSession;
  }
}

/** The 401 of a member endpoint called without a token. */
export const sessionMissing = (): ApiError => new ApiError(401, '请先登录', SESSION_MISSING_CODE);
/** The 401 of an invalid, expired or revoked token. */
export const sessionExpired = (): ApiError =>
  new ApiError(401, '登录已过期，请重新登录', SESSION_EXPIRED_CODE);

/** What deciding a session needs. */
export interface MemberSessionDeps {
  db: DbExecutor;
  now: () => Date;
  tokenSecret: () => Promise<Uint8Array>;
}

/**
 * Decides `request.memberSession` for every request. A token counts when its signature and expiry
 * hold and its login is still alive (not logged out, not revoked by refresh-token reuse), which costs
 * one indexed query; guests cost nothing.
 */
export function registerMemberSession(app: FastifyInstance, deps: MemberSessionDeps): void {
  // A null placeholder keeps requests one shape; the hook sets the real value before any handler.
  app.decorateRequest('memberSession', null, []);
  app.addHook('onRequest', async (request) => {
    request.memberSession = { state: 'guest' };
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return;
    const now = deps.now();
    const claims = await verifyAccessToken(token, await deps.tokenSecret(), now);
    const alive =
      claims &&
      (
        await deps.db.query(
          `SELECT 1 FROM members m WHERE m.id = $1 AND m.one_id = $2 AND EXISTS (
             SELECT 1 FROM refresh_tokens r
             WHERE r.family = $3 AND r.member_id = m.id AND r.revoked_at IS NULL)`,
          [claims.memberId, claims.oneId, claims.family],
        )
      ).length > 0;
    request.memberSession = alive ? { state: 'member', ...claims } : { state: 'invalid' };
  });
}

/** preHandler of member endpoints: no token 401/20003, a bad one 401/20004. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  memberOf(request);
}

/** The member of a request that passed `requireMember`. */
export function memberOf(request: FastifyRequest): Extract<MemberSession, { state: 'member' }> {
  const session = request.memberSession;
  if (session.state === 'member') return session;
  throw session.state === 'guest' ? sessionMissing() : sessionExpired();
}
