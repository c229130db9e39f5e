import { API_PATHS, type MemberUpdateRequest } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { getMemberDetail, updateMember } from '../services/member-profile.ts';
import { memberProfileSchema } from './verification.ts';

/** The member's profile (/home/profile): read it, change the nickname and the sealed fields. */
export function registerMemberProfileRoutes(app: FastifyInstance, { db, passwordKey }: AppDeps): void {
  const member = { onRequest: requireMember };

  app.post(API_PATHS.memberDetail, member, async (request) =>
    ok(
      await getMemberDetail(db, memberOf(request).memberId, {
        passwordKey,
        locale: readCaller(request).locale,
      }),
    ),
  );

  app.post<{ Body: MemberUpdateRequest }>(
    API_PATHS.memberUpdate,
    { ...member, schema: { body: memberProfileSchema('memberUpdateRequest') } },
    async (request) => {
      await updateMember(db, memberOf(request).memberId, request.body, passwordKey);
      return ok(null);
    },
  );
}
