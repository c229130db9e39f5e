import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@mall/schemas';
import { decodeJwt } from 'jose';
import type { Db, DbExecutor } from '../db/db.ts';
import { signMallJwt, verifyMallJwt } from './mall-jwt.ts';

// Access tokens are short-lived HS256 JWTs checked without the database except for one question: is
// their login (family) still alive? (Asked once per login: http/session-liveness.ts.) Refresh tokens
// are opaque random strings; the database keeps the SHA-256 of each, and each works once (rotation). Presenting a used one means it was stolen or
// replayed, so the whole family is revoked (reuse detection).

/** Lifetime of an access token. Defaults to `60` minutes. */
export const ACCESS_TOKEN_MINUTES = 60;
/** Lifetime of a refresh token. Defaults to `120` minutes. */
export const REFRESH_TOKEN_MINUTES = 120;

/**
 * Audience of a member's access token. An operator's token has its own (services/operator-tokens.ts)
 * and each is verified with its audience alone, so neither opens the other's endpoints.
 */
export const MEMBER_AUDIENCE = 'mall-buyer';
const MINUTE = 60_000;

/** What an access token says about its holder. */
export interface AccessClaims {
  memberId: string;
  oneId: string;
  /** The login the token belongs to (refresh token family). */
  family: string;
}

/** Who a token pair is for. */
export interface TokenSubject {
  memberId: string;
  oneId: string;
}

/** SHA-256 of a refresh token, the key it is stored under. */
export const refreshTokenId = (refreshToken: string): string =>
  createHash('sha256').update(refreshToken).digest('hex');

/** Signs an access token for `subject` in `family`, valid from `now`. */
export function signAccessToken(
  subject: TokenSubject,
  family: string,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signMallJwt(
    { oneId: subject.oneId, sid: family },
    {
      subject: subject.memberId,
      audience: MEMBER_AUDIENCE,
      issuedAt,
      expiresAt: issuedAt + ACCESS_TOKEN_MINUTES * 60,
      unique: true,
    },
    secret,
  );
}

/** The claims of a valid access token at `now`; null when it is malformed, forged or expired. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<AccessClaims | null> {
  const payload = await verifyMallJwt(token, secret, now, MEMBER_AUDIENCE, ['sub', 'exp', 'jti']);
  if (!payload) return null;
  const { sub, oneId, sid } = payload;
  if (typeof sub !== 'string' || typeof oneId !== 'string' || typeof sid !== 'string') return null;
  return { memberId: sub, oneId, family: sid };
}

/** How many verified access tokens a process keeps; past it the memory starts again. */
const VERIFIED_TOKENS_KEPT = 100_000;

/**
 * `verifyAccessToken` that checks each token's signature once and then keeps its claims until the
 * token expires: the HS256 check cost more than the rest of a page-data answer (issue 24). Only valid
 * tokens are kept, so a forged one is checked every time; a new secret forgets everything.
 */
export function rememberVerifiedAccessTokens(): (
  token: string,
  secret: Uint8Array,
  now: Date,
) => Promise<AccessClaims | null> {
  let secretOfKept: Uint8Array | null = null;
  const kept = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return async (token, secret, now) => {
    if (secret !== secretOfKept) {
      kept.clear();
      secretOfKept = secret;
    }
    const known = kept.get(token);
    // Expired as jose has it: at or after `exp`.
    if (known) return now.getTime() < known.expiresAt ? known.claims : null;
    const claims = await verifyAccessToken(token, secret, now);
    const { exp } = claims ? decodeJwt(token) : {};
    if (claims && typeof exp === 'number') {
      if (kept.size >= VERIFIED_TOKENS_KEPT) kept.clear();
      kept.set(token, { claims, expiresAt: exp * 1000 });
    }
    return claims;
  };
}

/**
 * The key a login signs its replay-protected requests with (http/request-signature.ts): derived
 * from the token secret and the login's family, so it needs no storage, is the same after every
 * refresh of the login and dies with it; base64url of an HMAC-SHA256.
 */
export function signKeyOf(secret: Uint8Array, family: string): string {
  return createHmac('sha256', secret).update(`sign-key\n${family}`).digest('base64url');
}

/** Issues an access token and a stored refresh token in `family` (a new login: a new family). */
export async function issueTokenPair(
  tx: DbExecutor,
  subject: TokenSubject,
  secret: Uint8Array,
  now: Date,
  family: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO refresh_tokens (jti, member_id, family, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      refreshTokenId(refreshToken),
      subject.memberId,
      family,
      now,
      new Date(now.getTime() + REFRESH_TOKEN_MINUTES * MINUTE),
    ],
  );
  return {
    accessToken: await signAccessToken(subject, family, secret, now),
    refreshToken,
    signKey: signKeyOf(secret, family),
  };
}

/** Outcome of presenting a refresh token. */
export type RefreshOutcome =
  | { kind: 'rotated'; tokens: TokenPair }
  | { kind: 'reused' }
  | { kind: 'refused' };

/**
 * Trades a refresh token for a new pair in the same family and marks it used, in one transaction.
 * A used token revokes its family (`reused`); an unknown, expired or revoked one is `refused`.
 * Neither issues anything.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  secret: Uint8Array,
  now: Date,
): Promise<RefreshOutcome> {
  const jti = refreshTokenId(refreshToken);
  return db.transaction(async (tx) => {
    // The conditional update is the lock: of two requests with one token, exactly one wins.
    const [fresh] = await tx.query<{ memberId: string; oneId: string; family: string }>(
      `UPDATE refresh_tokens r SET used_at = $2
       FROM members m
       WHERE r.jti = $1 AND m.id = r.member_id
         AND r.used_at IS NULL AND r.revoked_at IS NULL AND r.expires_at > $2
       RETURNING r.member_id AS "memberId", m.one_id AS "oneId", r.family`,
      [jti, now],
    );
    if (fresh) {
      const tokens = await issueTokenPair(tx, fresh, secret, now, fresh.family);
      return { kind: 'rotated', tokens };
    }
    const [used] = await tx.query<{ family: string }>(
      `SELECT family FROM refresh_tokens WHERE jti = $1 AND used_at IS NOT NULL`,
      [jti],
    );
    if (!used) return { kind: 'refused' };
    await tx.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE family = $1 AND revoked_at IS NULL`, [
      used.family,
      now,
    ]);
    return { kind: 'reused' };
  });
}

/** Revokes every refresh token of a member, which also ends their access tokens. Answers how many. */
export async function revokeMemberTokens(tx: DbExecutor, memberId: string, now: Date): Promise<number> {
  const rows = await tx.query(
    `UPDATE refresh_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL RETURNING jti`,
    [memberId, now],
  );
  return rows.length;
}
