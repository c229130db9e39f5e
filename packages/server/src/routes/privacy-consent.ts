import { API_PATHS, type PrivacyConsentRequest } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { acceptPrivacyConsent, getPrivacyConsent } from '../services/privacy-consent.ts';
import { memberProfileSchema } from './verification.ts';

/** The privacy popup: whether it is due, and the member's consent. */
export function registerPrivacyConsentRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const member = { onRequest: requireMember };

  app.post(API_PATHS.privacyConsentStatus, member, async (request) =>
    ok(await getPrivacyConsent(db, memberOf(request).memberId)),
  );

  app.post<{ Body: PrivacyConsentRequest }>(
    API_PATHS.privacyConsentAccept,
    { ...member, schema: { body: memberProfileSchema('privacyConsentRequest') } },
    async (request) => {
      await acceptPrivacyConsent(db, memberOf(request).memberId, request.body, now());
      return ok(null);
    },
  );
}
