import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../db/db.ts';
import { signMallJwt, verifyMallJwt } from './mall-jwt.ts';

// An operator's access token: an HS256 JWT as a member's (services/tokens.ts) but of another
// audience, so a member's token never opens an operator endpoint and an operator's never a member's,
// whatever their claims say. Each login is a row of `operator_sessions`, checked on every request, so
// a logout or a disabled operator ends the token at once. No refresh token: the studio logs in again.

/** Audience of an operator's access token. */
export const OPERATOR_AUDIENCE = 'mall-manager';
/** Lifetime of an operator's token (a working day in the studio). Defaults to `480` minutes. */
export const OPERATOR_TOKEN_MINUTES = 480;

/** What an operator's token says of its holder. */
export interface OperatorClaims {
  operatorId: string;
  /** The login (`operator_sessions.id`) the token belongs to. */
  sessionId: string;
}

/** Starts a login of `operatorId` at `now` and answers its signed token. */
export async function issueOperatorToken(
  tx: DbExecutor,
  operatorId: string,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const sessionId = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + OPERATOR_TOKEN_MINUTES * 60;
  await tx.query(
    `INSERT INTO operator_sessions (id, operator_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [sessionId, operatorId, now, new Date(expiresAt * 1000)],
  );
  return signOperatorToken({ operatorId, sessionId }, secret, issuedAt, expiresAt);
}

/** Signs an operator's token; tests sign expired or forged ones with it. */
export function signOperatorToken(
  claims: OperatorClaims,
  secret: Uint8Array,
  issuedAtSeconds: number,
  expiresAtSeconds: number,
): Promise<string> {
  return signMallJwt(
    { sid: claims.sessionId },
    {
      subject: claims.operatorId,
      audience: OPERATOR_AUDIENCE,
      issuedAt: issuedAtSeconds,
      expiresAt: expiresAtSeconds,
      unique: true,
    },
    secret,
  );
}

/** The claims of a valid operator's token at `now`; null when malformed, forged, expired or a member's. */
export async function verifyOperatorToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<OperatorClaims | null> {
  const payload = await verifyMallJwt(token, secret, now, OPERATOR_AUDIENCE, ['sub', 'exp', 'jti']);
  if (!payload) return null;
  const { sub, sid } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  return { operatorId: sub, sessionId: sid };
}
