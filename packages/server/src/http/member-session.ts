import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { rememberVerifiedAccessTokens } from '../services/tokens.ts';
import { ApiError } from './api-error.ts';
import { createSessionLiveness } from './session-liveness.ts';

// Who the caller is, decided once per request from the `accessToken` header: the hook below reads
// it, and every endpoint that needs a session declares which kinds of session it accepts
// (`requireMember`, `requireCardHolder`, `requireAnySession`); `readCaller` gives every other route
// the enterprise of an employee's valid token (anyone else is a guest there).
//
// There are two kinds of session. An employee's is the mall's member; a disposable card's is the
// account made with the card, whose points are the card's value, which may use the card's own pages and
// nothing else: not the enterprise's benefits, coupons, cart or checkout, or it could spend what the
// card was never given. Deciding the kind here, from the database, and letting each route declare
// what it accepts keeps that rule in one place: a new member endpoint refuses cards by default.

/** Header carrying the access token. */
export const ACCESS_TOKEN_HEADER = 'accesstoken';
/** Code of a member endpoint called without a token (spec 01 section 8: no message shown). */
export const SESSION_MISSING_CODE = 20_003;
/** Code of an invalid, expired or revoked token: the storefront refreshes, then prompts login. */
export const SESSION_EXPIRED_CODE = 20_004;

/** Code of a valid session of a kind the endpoint does not serve (spec's 20005, "no authority"). */
export const SESSION_KIND_REFUSED_CODE = 20_005;

/** An employee's session, or a disposable card's (the account made with the card). */
export type SessionKind = 'employee' | 'card';

/** The caller's session as far as the access token tells. */
export type MemberSession =
  | { state: 'guest' }
  | { state: 'invalid' }
  | { state: 'member'; kind: SessionKind; memberId: string; oneId: string; family: string };

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

/** The 403 of an endpoint that does not serve the session's kind: said, not taken for a lost login. */
export const sessionKindRefused = (kind: SessionKind): ApiError =>
  new ApiError(
    403,
    kind === 'card' ? '一次性卡只能在一次性卡专区使用' : '仅限一次性卡用户使用，请使用一次性卡登录',
    SESSION_KIND_REFUSED_CODE,
  );

/** What deciding a session needs. */
export interface MemberSessionDeps {
  db: Db;
  now: () => Date;
  tokenSecret: () => Promise<Uint8Array>;
}

/**
 * Decides `request.memberSession` for every request. A token counts when its signature and expiry
 * hold and its login is still alive (not logged out, not revoked by refresh-token reuse); the same
 * answer tells whether the member is a disposable card's. That answer is asked of the database once
 * per login and kept until a revocation's notice (`session-liveness.ts`). Guests cost nothing.
 */
export function registerMemberSession(app: FastifyInstance, deps: MemberSessionDeps): void {
  // A null placeholder keeps requests one shape; the hook sets the real value before any handler.
  app.decorateRequest('memberSession', null, []);
  const liveness = createSessionLiveness(deps.db);
  const verify = rememberVerifiedAccessTokens();
  // Caught here so that an app closed before its first member request does not leave it unhandled.
  liveness.catch(() => undefined);
  app.addHook('onClose', async () => (await liveness.catch(() => null))?.close());
  app.addHook('onRequest', async (request) => {
    request.memberSession = { state: 'guest' };
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return;
    const now = deps.now();
    const claims = await verify(token, await deps.tokenSecret(), now);
    const answer = claims ? await (await liveness).check(claims) : null;
    request.memberSession =
      claims && answer?.alive
        ? { state: 'member', kind: answer.card ? 'card' : 'employee', ...claims }
        : { state: 'invalid' };
  });
}

/**
 * The guard (onRequest hook) of an endpoint that serves sessions of `kinds`: no token 401/20003, a
 * bad one 401/20004, a session of another kind 403/20005.
 */
export function requireSession(...kinds: SessionKind[]): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const session = memberOf(request);
    if (!kinds.includes(session.kind)) throw sessionKindRefused(session.kind);
  };
}

/** Guard of the member endpoints: an employee's session only. */
export const requireMember = requireSession('employee');
/** Guard of the disposable card's own endpoints: a card's session only. */
export const requireCardHolder = requireSession('card');
/**
 * Guard of what the card's pages share with the mall (who is logged in, logging out, the address
 * book, the login popups): either kind.
 */
export const requireAnySession = requireSession('employee', 'card');

/** The member of a request that passed one of the guards above. */
export function memberOf(request: FastifyRequest): Extract<MemberSession, { state: 'member' }> {
  const session = request.memberSession;
  if (session.state === 'member') return session;
  throw session.state === 'guest' ? sessionMissing() : sessionExpired();
}
