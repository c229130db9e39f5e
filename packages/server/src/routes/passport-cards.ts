import {
  API_PATHS,
  type CardLoginRequest,
  type DisposableCardListRequest,
  type RegisterBindCardRequest,
  type YcxkPhoneLoginRequest,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import {
  cardLogin,
  listDisposableCards,
  registerBindCard,
  ycxkPhoneLogin,
} from '../services/passport-cards.ts';
import { MISSING_UUID } from './passport.ts';

/** `$ref` of a definition of passport-cards.schema.json (the document itself for `''`). */
export const passportCardsSchema = (definition = ''): { $ref: string } => ({
  $ref: `${SCHEMA_BASE}api/passport-cards.schema.json#${definition ? `/definitions/${definition}` : ''}`,
});

// The same device uuid rule as the password login's (routes/passport.ts).
const UUID = /^[A-Za-z0-9_-]{8,64}$/;

/** The `uuid` header an image code was drawn for; 400 without a usable one. */
export function deviceUuid(request: FastifyRequest): string {
  const header = request.headers.uuid;
  const uuid = Array.isArray(header) ? header[0] : header;
  if (!uuid || !UUID.test(uuid)) throw new ApiError(400, MISSING_UUID);
  return uuid;
}

/** Card login, the disposable cards of a phone, the disposable-card login and sign-up by card. */
export function registerPassportCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  const limits = addressLimitsOf(app, db);

  app.post<{ Body: CardLoginRequest }>(
    API_PATHS.cardLogin,
    { schema: { body: passportCardsSchema() } },
    async (request) => {
      const uuid = deviceUuid(request);
      const secret = await deps.tokenSecret();
      return ok(
        await limits.guardLogin(request.ip, () =>
          cardLogin(db, request.body, { uuid, passwordKey: deps.passwordKey, secret, now: now() }),
        ),
      );
    },
  );

  app.post<{ Body: DisposableCardListRequest }>(
    API_PATHS.disposableCardList,
    { schema: { body: passportCardsSchema('disposableCardListRequest') } },
    async (request) => ok(await listDisposableCards(db, request.body, now())),
  );

  app.post<{ Body: YcxkPhoneLoginRequest }>(
    API_PATHS.ycxkPhoneLogin,
    { schema: { body: passportCardsSchema('ycxkPhoneLoginRequest') } },
    async (request) => {
      const secret = await deps.tokenSecret();
      return ok(
        await limits.guardLogin(request.ip, () => ycxkPhoneLogin(db, request.body, { secret, now: now() })),
      );
    },
  );

  app.post<{ Body: RegisterBindCardRequest }>(
    API_PATHS.registerBindCard,
    { schema: { body: passportCardsSchema('registerBindCardRequest') } },
    async (request) => {
      const secret = await deps.tokenSecret();
      // A wrong card password or a taken login name is a failed guess of the address.
      return ok(
        await limits.guardLogin(request.ip, () =>
          registerBindCard(db, request.body, { passwordKey: deps.passwordKey, secret, now: now() }),
        ),
      );
    },
  );
}
