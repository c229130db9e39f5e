import { API_PATHS, type BindCardRequest } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { bindMemberCard, listMemberCards } from '../services/binding-cards.ts';
import { memberProfileSchema } from './verification.ts';

/** /home/bindingCard: the member's welfare cards, and binding another one (answers the new list). */
export function registerBindingCardRoutes(app: FastifyInstance, { db, now, passwordKey }: AppDeps): void {
  const member = { onRequest: requireMember };

  app.post(API_PATHS.memberCards, member, async (request) =>
    ok(await listMemberCards(db, memberOf(request).memberId, now())),
  );

  app.post<{ Body: BindCardRequest }>(
    API_PATHS.bindCard,
    { ...member, schema: { body: memberProfileSchema('bindCardRequest') } },
    async (request) =>
      ok(await bindMemberCard(db, memberOf(request), request.body, { passwordKey, now: now() })),
  );
}
