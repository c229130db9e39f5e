import {
  API_PATHS,
  type LoginRequest,
  type SsoLoginRequest,
  type SsoSettingsRequest,
  type SsoTokenRequest,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { readLocale } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { ID_TEXT, requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { login } from '../services/passport.ts';
import {
  cardsByToken,
  exchangeSsoCode,
  readSsoTenants,
  ssoLoginUrl,
  ssoSettings,
  userByToken,
} from '../services/sso.ts';
import { passwordLoginHandler } from './passport.ts';

// Single sign-on and the enterprise login (issue 25 item 2; spec 03 section 7's login calls). All
// of them are asked before there is a session (at login, after logout or expiry), so none takes a
// token: the identity provider's signed code or token is the credential (services/sso.ts).

const SSO_SCHEMA = `${SCHEMA_BASE}api/sso.schema.json`;

const oneIdParamsSchema = requiredField('oneId', ID_TEXT);

/** enterpriseLogin's body: the password login's, the enterprise required. */
const enterpriseLoginSchema = {
  allOf: [{ $ref: `${SCHEMA_BASE}api/passport.schema.json#` }, { type: 'object', required: ['oneId'] }],
} as const;

export function registerSsoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  const tenants = readSsoTenants();
  const limits = addressLimitsOf(app, db);
  const context = async () => ({ secret: await deps.tokenSecret(), now: now(), tenants });

  app.get<{ Params: { oneId: string } }>(
    routeOf(API_PATHS.ssoLoginUrl(':oneId')),
    { schema: { params: oneIdParamsSchema } },
    async (request) => ok(await ssoLoginUrl(deps.readDb, request.params.oneId, tenants)),
  );

  app.post<{ Body: SsoSettingsRequest }>(
    API_PATHS.ssoSettings,
    { schema: { body: { $ref: `${SSO_SCHEMA}#/definitions/ssoSettingsRequest` } } },
    async (request) =>
      ok(await ssoSettings(deps.readDb, request.body.oneId, { tenants, locale: readLocale(request) })),
  );

  app.post<{ Body: SsoLoginRequest }>(
    API_PATHS.enterpriseSsoLogin,
    { schema: { body: { $ref: `${SSO_SCHEMA}#` } } },
    async (request) => ok(await exchangeSsoCode(db, request.body, await context())),
  );

  app.post<{ Body: SsoTokenRequest }>(
    API_PATHS.ssoUserByToken,
    { schema: { body: { $ref: `${SSO_SCHEMA}#/definitions/ssoTokenRequest` } } },
    async (request) =>
      ok(await userByToken(db, request.body, { ...(await context()), locale: readLocale(request) })),
  );

  app.post<{ Body: SsoTokenRequest }>(
    API_PATHS.ssoCardByToken,
    { schema: { body: { $ref: `${SSO_SCHEMA}#/definitions/ssoTokenRequest` } } },
    async (request) => ok(await cardsByToken(db, request.body, await context())),
  );

  // The login of an enterprise's own page (/login/{loginRouteName}): the password login, its image
  // code, lock and address limit, for the members of the enterprise it names only.
  app.post<{ Body: LoginRequest & { oneId: string } }>(
    API_PATHS.enterpriseLogin,
    { schema: { body: enterpriseLoginSchema } },
    passwordLoginHandler(deps, limits, login),
  );
}
