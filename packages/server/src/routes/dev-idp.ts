import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { ApiError } from '../http/api-error.ts';
import { readLocale } from '../http/caller.ts';
import { ID_TEXT, requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { localizeMessage, SERVER_MESSAGES, type ServerMessageKey } from '../http/server-messages.ts';
import { verifyUnderLock } from '../services/login-locks.ts';
import type { Locale } from '../services/locale.ts';
import { inLocale } from '../services/locale.ts';
import { guessRefused, WRONG_CREDENTIALS } from '../services/passport.ts';
import { verifyNobody } from '../services/password-hash.ts';
import { RATE_LIMIT_MESSAGES } from '../services/rate-limits.ts';
import { readSsoTenants, signSsoCode, SSO_CALLBACK_PATH, SSO_MESSAGES } from '../services/sso.ts';

// The development identity provider of the SSO tenants (issue 25 item 2): what an enterprise's own
// single-sign-on server does, OIDC-style (authorization code), so the round trip of spec 01
// section 4 priority 1 runs on one machine. GET /dev/idp/{oneId}/authorize shows a login form (the
// request's language: `ui_locales`, else the `locale` header, else Accept-Language; every string from
// the server catalogue); POST checks the user name and password against the members of that
// enterprise (the mall's login lock and address limit apply) and redirects to the storefront's
// /sso/callback with a signed code (services/sso.ts) and the `state` it was given. Not registered
// in production, where the paths answer the 404 envelope like any unknown path.

const ROUTE = routeOf(API_PATHS.devIdpAuthorize(':oneId'));

const paramsSchema = requiredField('oneId', ID_TEXT);

const authorizeFields = {
  redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
  state: { type: 'string', maxLength: 512 },
  ui_locales: { type: 'string', maxLength: 64 },
} as const;

const querySchema = {
  type: 'object',
  required: ['redirect_uri'],
  properties: {
    ...authorizeFields,
    client_id: { type: 'string', maxLength: 128 },
    response_type: { type: 'string', enum: ['code'] },
    scope: { type: 'string', maxLength: 256 },
  },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password', 'redirect_uri'],
  properties: {
    ...authorizeFields,
    username: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 128 },
  },
} as const;

interface AuthorizeQuery {
  redirect_uri: string;
  state?: string;
  ui_locales?: string;
}

interface AuthorizeBody extends AuthorizeQuery {
  username: string;
  password: string;
}

/** The page's language: `ui_locales` (OIDC's), else the `locale` header, else Accept-Language. */
export function idpLocale(request: FastifyRequest, uiLocales: string | undefined): Locale {
  const first = uiLocales?.trim().split(/\s+/)[0];
  if (first) return /^en\b/i.test(first) ? 'en-US' : 'zh-CN';
  if (request.headers.locale) return readLocale(request);
  return /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en-US' : 'zh-CN';
}

/**
 * The callback the code goes back to: `redirect_uri` must be the storefront's /sso/callback on this
 * very server (a path, or an address of this host), with nothing added, so a code never leaves for
 * another site. Answers the path to redirect to; null when it is anything else.
 */
export function callbackPathOf(redirectUri: string, host: string): string | null {
  let url: URL;
  let base: URL;
  try {
    base = new URL(`http://${host}`);
    url = new URL(redirectUri, base);
  } catch {
    return null;
  }
  const ok =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.host === base.host &&
    url.pathname === SSO_CALLBACK_PATH &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  return ok ? SSO_CALLBACK_PATH : null;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A browser navigating (it asks for HTML) gets pages; anything else the JSON envelope. */
const wantsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');

interface PageInput {
  locale: Locale;
  enterpriseName: string;
  action: string;
  fields: AuthorizeQuery;
  username?: string;
  error?: string;
}

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px 40px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.1);width:340px}
h1{font-size:20px;margin:0 0 8px}p{color:#555;font-size:14px}label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:8px;font-size:14px}button{margin-top:20px;width:100%;padding:10px;font-size:15px;background:#1f5fbf;color:#fff;border:0;border-radius:4px;cursor:pointer}
[role=alert]{color:#b42318;background:#fef3f2;padding:8px;border-radius:4px}small{color:#888}
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

/** The login form of the identity provider. */
export function loginPage(input: PageInput): string {
  const t = (key: ServerMessageKey) => SERVER_MESSAGES[input.locale][key];
  const title = t('idpTitle').replace('{{enterprise}}', input.enterpriseName);
  const hidden = (['redirect_uri', 'state', 'ui_locales'] as const)
    .map((name) => {
      const value = input.fields[name];
      return value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    })
    .join('');
  const error = input.error ? `<p role="alert">${escapeHtml(input.error)}</p>` : '';
  return page(
    input.locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('idpIntro'))}</p>
${error}<form method="post" action="${escapeHtml(input.action)}">${hidden}
<label for="username">${escapeHtml(t('idpUsername'))}</label>
<input id="username" name="username" autocomplete="username" required maxlength="64" value="${escapeHtml(input.username ?? '')}">
<label for="password">${escapeHtml(t('idpPassword'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128">
<button type="submit">${escapeHtml(t('idpSubmit'))}</button>
</form>
<p><small>${escapeHtml(t('idpDevNotice'))}</small></p>`,
  );
}

/** A refusal: a page with the message for a browser, the failure envelope for anything else. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  error: ApiError,
): FastifyReply | never {
  if (!wantsHtml(request)) throw error;
  const message = localizeMessage(error.message, locale);
  return reply
    .code(error.statusCode)
    .type('text/html; charset=utf-8')
    .send(page(locale, message, `<p role="alert">${escapeHtml(message)}</p>`));
}

/** Registers the development identity provider; nothing in production. */
export function registerDevIdpRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (deps.production) return;
  const { db, now } = deps;
  const tenants = readSsoTenants();
  const limits = addressLimitsOf(app, db);

  /** The SSO tenant of the path, by its name in the page's language; 404 for any other. */
  const tenantOf = async (oneId: string, locale: Locale): Promise<string> => {
    const [enterprise] = Object.hasOwn(tenants, oneId)
      ? await db.query<{ name: string; nameEn: string | null }>(
          'SELECT name, name_en AS "nameEn" FROM enterprises WHERE one_id = $1',
          [oneId],
        )
      : [];
    if (!enterprise) throw new ApiError(404, SSO_MESSAGES.notEnabled);
    return inLocale(locale, enterprise.name, enterprise.nameEn);
  };

  app.get<{ Params: { oneId: string }; Querystring: AuthorizeQuery }>(
    ROUTE,
    { schema: { params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const locale = idpLocale(request, request.query.ui_locales);
      let enterpriseName: string;
      try {
        enterpriseName = await tenantOf(request.params.oneId, locale);
        if (!callbackPathOf(request.query.redirect_uri, request.host)) {
          throw new ApiError(400, SERVER_MESSAGES['zh-CN'].idpBadRedirect);
        }
      } catch (error) {
        if (error instanceof ApiError) return refuse(request, reply, locale, error);
        throw error;
      }
      return reply.type('text/html; charset=utf-8').send(
        loginPage({
          locale,
          enterpriseName,
          action: API_PATHS.devIdpAuthorize(request.params.oneId),
          fields: request.query,
        }),
      );
    },
  );

  app.post<{ Params: { oneId: string }; Body: AuthorizeBody }>(
    ROUTE,
    { schema: { params: paramsSchema, body: bodySchema } },
    async (request, reply) => {
      const { oneId } = request.params;
      const body = request.body;
      const locale = idpLocale(request, body.ui_locales);
      let enterpriseName: string;
      let callback: string | null;
      try {
        enterpriseName = await tenantOf(oneId, locale);
        callback = callbackPathOf(body.redirect_uri, request.host);
        if (!callback) throw new ApiError(400, SERVER_MESSAGES['zh-CN'].idpBadRedirect);
      } catch (error) {
        if (error instanceof ApiError) return refuse(request, reply, locale, error);
        throw error;
      }
      let code: string;
      try {
        code = await limits.guardLogin(request.ip, async () => {
          const [member] = await db.query<{ id: string; username: string; hash: string }>(
            `SELECT id, username, password_hash AS hash FROM members WHERE username = $1 AND one_id = $2`,
            [body.username.trim(), oneId],
          );
          if (!member) {
            await verifyNobody(body.password);
            throw guessRefused(WRONG_CREDENTIALS);
          }
          await verifyUnderLock(
            db,
            { kind: 'member', id: member.id },
            { password: body.password, hash: member.hash, now: now() },
            (why) =>
              guessRefused(why.locked ? RATE_LIMIT_MESSAGES.loginLocked(why.minutes) : WRONG_CREDENTIALS),
          );
          return signSsoCode({ oneId, username: member.username }, await deps.tokenSecret(), now());
        });
      } catch (error) {
        if (!(error instanceof ApiError) || !wantsHtml(request)) throw error;
        return reply
          .code(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(
            loginPage({
              locale,
              enterpriseName,
              action: API_PATHS.devIdpAuthorize(oneId),
              fields: body,
              username: body.username,
              error: localizeMessage(error.message, locale),
            }),
          );
      }
      const query = new URLSearchParams({ code, ...(body.state ? { state: body.state } : {}) });
      return reply.redirect(`${callback}?${query.toString()}`, 303);
    },
  );
}
