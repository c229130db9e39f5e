import { API_PATHS } from '@mall/schemas';
import type {
  ResetPasswordRequest,
  SmsCodeCheckRequest,
  SmsCodeRequest,
  UserContactRequest,
} from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { addressLimitsOf } from '../http/address-limits.ts';
import { ok } from '../http/envelope.ts';
import {
  checkSmsCode,
  getUserContact,
  requestSmsCode,
  resetPassword,
} from '../services/passport-recovery.ts';
import { deviceUuid, passportCardsSchema } from './passport-cards.ts';

/** SMS codes (send, check) and password recovery (masked mobile of a login name, reset). */
export function registerPassportRecoveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  const limits = addressLimitsOf(app, db);

  app.post<{ Body: SmsCodeRequest }>(
    API_PATHS.sendSmsCode,
    { schema: { body: passportCardsSchema('smsCodeRequest') } },
    async (request) => {
      const uuid = deviceUuid(request);
      // An unknown name (or a phone without disposable cards) is a failed guess of the address too.
      return ok(
        await limits.guardCodeSend(request.ip, () =>
          limits.guardLogin(request.ip, () =>
            requestSmsCode(db, request.body, { uuid, now: now(), writeToOutbox: !deps.production }),
          ),
        ),
      );
    },
  );

  app.post<{ Body: SmsCodeCheckRequest }>(
    API_PATHS.checkSmsCode,
    { schema: { body: passportCardsSchema('smsCodeCheckRequest') } },
    async (request) => {
      await checkSmsCode(db, request.body, now());
      return ok(true);
    },
  );

  app.post<{ Body: UserContactRequest }>(
    API_PATHS.userContact,
    { schema: { body: passportCardsSchema('userContactRequest') } },
    async (request) => {
      const uuid = deviceUuid(request);
      return ok(
        await limits.guardLookup(request.ip, () => getUserContact(db, request.body, { uuid, now: now() })),
      );
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    API_PATHS.resetPassword,
    { schema: { body: passportCardsSchema('resetPasswordRequest') } },
    async (request) => {
      await resetPassword(db, request.body, { passwordKey: deps.passwordKey, now: now() });
      return ok(null);
    },
  );
}
