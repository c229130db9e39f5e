import { API_PATHS, type LoginRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf, type AddressLimits } from '../http/address-limits.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireAnySession, sessionExpired } from '../http/member-session.ts';
import { ID_TEXT, requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { createImageCode } from '../services/image-codes.ts';
import { getLoginPlatform, readLoginUrls } from '../services/login-platform.ts';
import {
  getEnterpriseLoginPage,
  getUserInfo,
  login,
  logout,
  type LoginContext,
} from '../services/passport.ts';
import { rotateRefreshToken } from '../services/tokens.ts';

/** A device uuid as the storefront makes them (a UUID, or any similar id). */
const UUID = /^[A-Za-z0-9_-]{8,64}$/;

/** Message of a request without a usable `uuid` header. */
export const MISSING_UUID = '缺少设备标识 uuid';

/** The `uuid` header of the device an image code was drawn for; 400 when it is missing or malformed. */
export function deviceUuid(request: FastifyRequest): string {
  const header = request.headers.uuid;
  const uuid = Array.isArray(header) ? header[0] : header;
  if (!uuid || !UUID.test(uuid)) throw new ApiError(400, MISSING_UUID);
  return uuid;
}

/**
 * The handler of a password login (a member's, on an enterprise's own page, an operator's): the image
 * code of the request's device, the address's failed logins counted around the attempt, then
 * `logIn` with the body and what checking it takes.
 */
export function passwordLoginHandler<Body, Login>(
  deps: AppDeps,
  limits: AddressLimits,
  logIn: (db: AppDeps['db'], body: Body, context: LoginContext) => Promise<Login>,
) {
  return async (request: FastifyRequest<{ Body: Body }>) => {
    const uuid = deviceUuid(request);
    const secret = await deps.tokenSecret();
    const context = { uuid, passwordKey: deps.passwordKey, secret, now: deps.now() };
    // The route's schema checked the body; Fastify's types cannot follow a generic one.
    const body = request.body as Body;
    return ok(await limits.guardLogin(request.ip, () => logIn(deps.db, body, context)));
  };
}

const idParamsSchema = requiredField('id', { type: 'string', minLength: 1, maxLength: 128 });

const oneIdParamsSchema = requiredField('oneId', ID_TEXT);

const refreshParamsSchema = requiredField('refreshToken', { type: 'string', minLength: 1, maxLength: 256 });

/** Image codes, login, the member, token refresh, logout, enterprise login pages and login platforms. */
export function registerPassportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  const limits = addressLimitsOf(app, db);

  app.get(API_PATHS.imageCode, async (request) => {
    const uuid = deviceUuid(request);
    const image = await db.transaction((tx) =>
      createImageCode(tx, uuid, { now: now(), writeToOutbox: !deps.production }),
    );
    return ok(image);
  });

  app.post<{ Body: LoginRequest }>(
    API_PATHS.userLogin,
    { schema: { body: { $ref: `${SCHEMA_BASE}api/passport.schema.json#` } } },
    passwordLoginHandler(deps, limits, login),
  );

  app.get(API_PATHS.userInfo, { preHandler: requireAnySession }, async (request) =>
    ok(await getUserInfo(db, memberOf(request).memberId)),
  );

  app.get<{ Params: { refreshToken: string } }>(
    routeOf(API_PATHS.refreshToken(':refreshToken')),
    { schema: { params: refreshParamsSchema } },
    async (request) => {
      const outcome = await rotateRefreshToken(
        db,
        request.params.refreshToken,
        await deps.tokenSecret(),
        now(),
      );
      if (outcome.kind !== 'rotated') throw sessionExpired();
      return ok(outcome.tokens);
    },
  );

  app.post(API_PATHS.logout, { preHandler: requireAnySession }, async (request) => {
    await logout(db, memberOf(request).memberId, now());
    return ok(null);
  });

  app.get<{ Params: { id: string } }>(
    routeOf(API_PATHS.enterpriseLoginPage(':id')),
    { schema: { params: idParamsSchema } },
    async (request) => ok(await getEnterpriseLoginPage(db, request.params.id)),
  );

  // Asked at login and logout, before or after a session: no token.
  const loginUrls = readLoginUrls();
  app.get<{ Params: { oneId: string } }>(
    routeOf(API_PATHS.loginPlatform(':oneId')),
    { schema: { params: oneIdParamsSchema } },
    async (request) => ok(await getLoginPlatform(deps.readDb, request.params.oneId, loginUrls)),
  );
}
