import { signMallJwt, verifyMallJwt } from './mall-jwt.ts';

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
  const previewToken = await signMallJwt(
    {},
    { subject: pageId, audience: PREVIEW_AUDIENCE, issuedAt, expiresAt, unique: false },
    secret,
  );
  return { previewToken, expiresAt: new Date(expiresAt * 1000) };
}

/** The page a preview token opens at `now`; null when it is malformed, forged, expired or another token. */
export async function verifyPreviewToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<string | null> {
  const payload = await verifyMallJwt(token, secret, now, PREVIEW_AUDIENCE, ['sub', 'exp']);
  return typeof payload?.sub === 'string' ? payload.sub : null;
}
