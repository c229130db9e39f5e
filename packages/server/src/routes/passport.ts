import { API_PATHS, type LoginRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireAnySession, sessionExpired } from '../http/member-session.ts';
import { createImageCode } from '../services/image-codes.ts';
import { getLoginPlatform, readLoginUrls } from '../services/login-platform.ts';
import { getEnterpriseLoginPage, getUserInfo, login, logout } from '../services/passport.ts';
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

// The path helpers encode their argument; decoding turns the placeholder back into a route parameter.
const REFRESH_ROUTE = decodeURIComponent(API_PATHS.refreshToken(':refreshToken'));
const LOGIN_PAGE_ROUTE = decodeURIComponent(API_PATHS.enterpriseLoginPage(':id'));
const LOGIN_PLATFORM_ROUTE = decodeURIComponent(API_PATHS.loginPlatform(':oneId'));

const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const oneIdParamsSchema = {
  type: 'object',
  required: ['oneId'],
  properties: { oneId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const refreshParamsSchema = {
  type: 'object',
  required: ['refreshToken'],
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

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
    async (request) => {
      const uuid = deviceUuid(request);
      const secret = await deps.tokenSecret();
      const tokens = await limits.guardLogin(request.ip, () =>
        login(db, request.body, { uuid, passwordKey: deps.passwordKey, secret, now: now() }),
      );
      return ok(tokens);
    },
  );

  app.get(API_PATHS.userInfo, { preHandler: requireAnySession }, async (request) =>
    ok(await getUserInfo(db, memberOf(request).memberId)),
  );

  app.get<{ Params: { refreshToken: string } }>(
    REFRESH_ROUTE,
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
    LOGIN_PAGE_ROUTE,
    { schema: { params: idParamsSchema } },
    async (request) => ok(await getEnterpriseLoginPage(db, request.params.id)),
  );

  // Asked at login and logout, before or after a session: no token.
  const loginUrls = readLoginUrls();
  app.get<{ Params: { oneId: string } }>(
    LOGIN_PLATFORM_ROUTE,
    { schema: { params: oneIdParamsSchema } },
    async (request) => ok(await getLoginPlatform(deps.readDb, request.params.oneId, loginUrls)),
  );
}
