import { createHmac, randomUUID } from 'node:crypto';
import type { MemberCard, SsoLoginUrl, SsoSettings, SsoUser, TokenPair } from '@mall/schemas';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { CLIENT_CONFIG_PATH } from '../paths.ts';
import { listMemberCards } from './binding-cards.ts';
import { inLocale, type Locale } from './locale.ts';
import { isStorefrontPath, readTenantUrls, type TenantUrls } from './tenant-urls.ts';
import { issueTokenPair } from './tokens.ts';

// Single sign-on for the tenants that use it (spec 01 section 4 priority 1, spec 03 section 7's
// login calls), OIDC-style authorization code: the storefront sends the member to their enterprise's
// identity provider (`tenants.ssoLoginUrls` of config/client.json); it sends them back to the
// storefront's /sso/callback with a short-lived signed code, which the mall exchanges once for its
// usual login (enterpriseSsoLogin). The identity provider here is the development one
// (routes/dev-idp.ts): the codes are JWTs (jose), HS256 with a key of each tenant's own, for the
// audience `mall:{oneId}`, valid 60 seconds, and each `jti` is taken once (table sso_used_codes).

/** `iss` of the development identity provider's codes. */
export const SSO_ISSUER = 'mall-dev-idp';
/** How long a code may be exchanged, in seconds. */
export const SSO_CODE_SECONDS = 60;
/** The storefront route the identity provider sends the code back to (`redirect_uri`). */
export const SSO_CALLBACK_PATH = '/sso/callback';
/** A moment of clock difference allowed between the identity provider and the mall. */
const CLOCK_TOLERANCE_SECONDS = 5;

export const SSO_MESSAGES = {
  notEnabled: '该企业未开通单点登录',
  invalid: '单点登录凭证无效，请重新登录',
  expired: '单点登录凭证已过期，请重新登录',
  used: '单点登录凭证已使用过，请重新登录',
  wrongTenant: '单点登录凭证不属于该企业',
  unknownUser: '该企业没有此账号，请联系企业管理员',
} as const;

/** The SSO tenants: where each enterprise's members log in, by oneId. */
export type SsoTenants = TenantUrls;

/**
 * `tenants.ssoLoginUrls` of config/client.json, the enterprises whose members log in (and come back
 * after logout or session expiry) through their own identity provider. Kept: a storefront path (the
 * development identity provider, `/dev/idp/{oneId}/authorize`) or an https address; anything else
 * (another scheme, `//host`) is dropped.
 */
export function readSsoTenants(path: string = CLIENT_CONFIG_PATH): SsoTenants {
  return readTenantUrls(path, 'ssoLoginUrls', (url) => isStorefrontPath(url) || url.startsWith('https://'));
}

/** The mall's client id at a tenant's identity provider: the audience of its codes. */
export const ssoClientId = (oneId: string): string => `mall:${oneId}`;

/**
 * The key a tenant's codes are signed with: the secret the mall and the identity provider share for
 * that tenant. The development provider derives it from the token secret, so every API process
 * agrees and no tenant's key opens another's (nor an access token: other key, issuer and audience).
 */
export function ssoClientKey(secret: Uint8Array, oneId: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`sso-client\n${oneId}`).digest());
}

/** What an identity provider's code says: the employee's user name at a tenant. */
export interface SsoClaims {
  oneId: string;
  username: string;
  jti: string;
  expiresAt: Date;
}

/** Signs a code for `username` of `oneId`, valid {@link SSO_CODE_SECONDS} from `now` (the identity provider's side). */
export function signSsoCode(
  subject: { oneId: string; username: string },
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(SSO_ISSUER)
    .setAudience(ssoClientId(subject.oneId))
    .setSubject(subject.username)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SSO_CODE_SECONDS)
    .sign(ssoClientKey(secret, subject.oneId));
}

const invalid = () => new ApiError(400, SSO_MESSAGES.invalid);

/**
 * The claims of a code at `now`: its tenant is the one its audience names, which must be an SSO
 * tenant, and its signature that tenant's key; then issuer, expiry (at most
 * {@link SSO_CODE_SECONDS} after it was issued) and the claims the exchange needs. A code of another
 * tenant than `expected` is refused. Reads nothing and writes nothing.
 */
export async function verifySsoCode(
  code: string,
  context: { secret: Uint8Array; now: Date; tenants: SsoTenants; expected?: string },
): Promise<SsoClaims> {
  let audience: unknown;
  try {
    audience = decodeJwt(code).aud;
  } catch {
    throw invalid();
  }
  const oneId =
    typeof audience === 'string' && audience.startsWith('mall:') ? audience.slice('mall:'.length) : null;
  if (!oneId || !Object.hasOwn(context.tenants, oneId)) throw invalid();
  let payload;
  try {
    ({ payload } = await jwtVerify(code, ssoClientKey(context.secret, oneId), {
      algorithms: ['HS256'],
      issuer: SSO_ISSUER,
      audience: ssoClientId(oneId),
      currentDate: context.now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: SSO_CODE_SECONDS + CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new ApiError(400, SSO_MESSAGES.expired);
    throw invalid();
  }
  const { sub, jti, exp, iat } = payload;
  if (
    typeof sub !== 'string' ||
    typeof jti !== 'string' ||
    typeof exp !== 'number' ||
    typeof iat !== 'number' ||
    jti.length > 128 ||
    // A code is short-lived by its own claims too, not only by how old it is now.
    exp - iat > SSO_CODE_SECONDS
  ) {
    throw invalid();
  }
  // Checked after the signature: a forged code learns nothing about which tenants there are.
  if (context.expected !== undefined && context.expected !== oneId) {
    throw new ApiError(400, SSO_MESSAGES.wrongTenant);
  }
  return { oneId, username: sub, jti, expiresAt: new Date(exp * 1000) };
}

interface SsoMember {
  id: string;
  oneId: string;
  username: string;
  nickName: string;
  enterpriseName: string;
  enterpriseNameEn: string | null;
}

/** The member a code names: its user name among the members of its tenant; refused when there is none. */
async function memberOfCode(db: DbExecutor, claims: SsoClaims): Promise<SsoMember> {
  const [member] = await db.query<SsoMember>(
    `SELECT m.id, m.one_id AS "oneId", m.username, m.nick_name AS "nickName",
            e.name AS "enterpriseName", e.name_en AS "enterpriseNameEn"
     FROM members m JOIN enterprises e ON e.one_id = m.one_id
     WHERE m.username = $1 AND m.one_id = $2`,
    [claims.username, claims.oneId],
  );
  if (!member) throw new ApiError(400, SSO_MESSAGES.unknownUser);
  return member;
}

/** Whether a code was exchanged already (a token read by getUserByToken must still be unspent). */
async function isSpent(db: DbExecutor, jti: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM sso_used_codes WHERE jti = $1', [jti])).length > 0;
}

/** What exchanging a code or reading a token needs. */
export interface SsoContext {
  secret: Uint8Array;
  now: Date;
  tenants: SsoTenants;
}

/**
 * enterpriseSsoLogin: exchanges an identity provider's code for the mall's login, the token pair of
 * a password login. The code must verify ({@link verifySsoCode}), name a member of its tenant and be
 * unspent; taking its `jti` and logging in are one transaction, and the `jti`'s primary key lets one
 * of two exchanges at once win (the other is refused as used). A refusal writes nothing.
 */
export async function exchangeSsoCode(
  db: Db,
  request: { code: string; oneId?: string },
  context: SsoContext,
): Promise<TokenPair> {
  const claims = await verifySsoCode(request.code, { ...context, expected: request.oneId });
  const member = await memberOfCode(db, claims);
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM sso_used_codes WHERE expires_at < $1', [
      new Date(context.now.getTime() - 60_000),
    ]);
    const taken = await tx.query(
      `INSERT INTO sso_used_codes (jti, one_id, used_at, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (jti) DO NOTHING RETURNING jti`,
      [claims.jti, claims.oneId, context.now, claims.expiresAt],
    );
    if (taken.length === 0) throw new ApiError(400, SSO_MESSAGES.used);
    await tx.query(`UPDATE members SET last_login_at = login_at, login_at = $2 WHERE id = $1`, [
      member.id,
      context.now,
    ]);
    return issueTokenPair(tx, { memberId: member.id, oneId: member.oneId }, context.secret, context.now);
  });
}

/** The member a token (a code not yet exchanged) names, checked as an exchange checks it but not spent. */
async function memberOfToken(
  db: DbExecutor,
  request: { token: string; oneId?: string },
  context: SsoContext,
): Promise<SsoMember> {
  const claims = await verifySsoCode(request.token, { ...context, expected: request.oneId });
  if (await isSpent(db, claims.jti)) throw new ApiError(400, SSO_MESSAGES.used);
  return memberOfCode(db, claims);
}

/** getUserByToken: who an identity provider's token names. */
export async function userByToken(
  db: DbExecutor,
  request: { token: string; oneId?: string },
  context: SsoContext & { locale: Locale },
): Promise<SsoUser> {
  const member = await memberOfToken(db, request, context);
  return {
    oneId: member.oneId,
    enterpriseName: inLocale(context.locale, member.enterpriseName, member.enterpriseNameEn),
    username: member.username,
    nickName: member.nickName,
  };
}

/** getCardByToken: the welfare cards bound to the member an identity provider's token names. */
export async function cardsByToken(
  db: DbExecutor,
  request: { token: string; oneId?: string },
  context: SsoContext,
): Promise<MemberCard[]> {
  const member = await memberOfToken(db, request, context);
  return listMemberCards(db, member.id, context.now);
}

interface SsoEnterprise {
  oneId: string;
  name: string;
  nameEn: string | null;
}

/** An SSO tenant the mall knows, or undefined. */
async function ssoEnterprise(
  db: DbExecutor,
  oneId: string,
  tenants: SsoTenants,
): Promise<SsoEnterprise | undefined> {
  if (!Object.hasOwn(tenants, oneId)) return undefined;
  const [enterprise] = await db.query<SsoEnterprise>(
    'SELECT one_id AS "oneId", name, name_en AS "nameEn" FROM enterprises WHERE one_id = $1',
    [oneId],
  );
  return enterprise;
}

/** The SSO login url of an enterprise; 404 for one without single sign-on (or unknown). */
export async function ssoLoginUrl(db: DbExecutor, oneId: string, tenants: SsoTenants): Promise<SsoLoginUrl> {
  const enterprise = await ssoEnterprise(db, oneId, tenants);
  const loginUrl = tenants[oneId];
  if (!enterprise || loginUrl === undefined) throw new ApiError(404, SSO_MESSAGES.notEnabled);
  return { oneId, loginUrl };
}

/** getAs: the authorization server bound to an enterprise, null for one without single sign-on. */
export async function ssoSettings(
  db: DbExecutor,
  oneId: string,
  context: { tenants: SsoTenants; locale: Locale },
): Promise<SsoSettings | null> {
  const enterprise = await ssoEnterprise(db, oneId, context.tenants);
  const loginUrl = context.tenants[oneId];
  if (!enterprise || loginUrl === undefined) return null;
  return {
    oneId,
    enterpriseName: inLocale(context.locale, enterprise.name, enterprise.nameEn),
    loginUrl,
    issuer: SSO_ISSUER,
    clientId: ssoClientId(oneId),
    responseType: 'code',
    callbackPath: SSO_CALLBACK_PATH,
    codeLifetimeSeconds: SSO_CODE_SECONDS,
  };
}
