import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from './tokens.ts';

// Preview links (issue 23): whoever holds one reads a page's draft by id, as the storefront's
// preview (`isPreview=1`) shows it, until it expires. A signed JWT of its own audience naming the page,
// so it opens that page's draft and nothing else: not another page, not a member's or an operator's
// endpoint. Nothing is stored; a link cannot be revoked before it expires, so links are short-lived.

/** Audience of a preview token. */
export const PREVIEW_AUDIENCE = 'mall-preview';
/** How long a preview link works. Defaults to `60` minutes. */
export const PREVIEW_LINK_MINUTES = 60;

/** A signed preview link's token and when it stops working. */
export interface PreviewLink {
  previewToken: string;
  expiresAt: Date;
}

/** Signs a preview token for the draft of `pageId`, valid from `now` for {@link PREVIEW_LINK_MINUTES}. */
export async function signPreviewToken(pageId: string, secret: Uint8Array, now: Date): Promise<PreviewLink> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + PREVIEW_LINK_MINUTES * 60;
  const previewToken = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(pageId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { previewToken, expiresAt: new Date(expiresAt * 1000) };
}

/** The page a preview token opens at `now`; null when it is malformed, forged, expired or another token. */
export async function verifyPreviewToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: PREVIEW_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
