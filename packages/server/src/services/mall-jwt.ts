import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

// Every JWT the server signs (a member's access token, an operator's, a preview link's) is HS256 with
// the server's secret and one issuer; each kind has an audience of its own and is verified with that
// audience alone, so no kind opens another's doors whatever its claims say.

/** Issuer of every token the server signs, a member's, an operator's or a preview link's. */
export const TOKEN_ISSUER = 'mall-server';

/** What frames a token's own claims: whom it is about, its audience and the seconds it is valid from and until. */
export interface TokenFrame {
  subject: string;
  audience: string;
  issuedAt: number;
  expiresAt: number;
  /** Gives the token a random id (`jti`), so two tokens signed in one second still differ. */
  unique: boolean;
}

/** Signs a token of `claims` in `frame`. */
export function signMallJwt(claims: JWTPayload, frame: TokenFrame, secret: Uint8Array): Promise<string> {
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(frame.subject);
  if (frame.unique) token.setJti(randomUUID());
  return token
    .setIssuer(TOKEN_ISSUER)
    .setAudience(frame.audience)
    .setIssuedAt(frame.issuedAt)
    .setExpirationTime(frame.expiresAt)
    .sign(secret);
}

/**
 * The claims of a token valid at `now` for `audience` that has every one of `requiredClaims`; null
 * when it is malformed, forged, expired or another audience's.
 */
export async function verifyMallJwt(
  token: string,
  secret: Uint8Array,
  now: Date,
  audience: string,
  requiredClaims: string[],
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience,
      currentDate: now,
      requiredClaims,
    });
    return payload;
  } catch {
    return null;
  }
}
