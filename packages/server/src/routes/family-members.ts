import { API_PATHS, type FamilyMemberInput } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { routeOf } from '../http/route-of.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import { familyMemberInputError } from '../services/family-member-input.ts';
import {
  addFamilyMember,
  editFamilyMember,
  listFamilyMembers,
  removeFamilyMember,
} from '../services/family-members.ts';

const SCHEMA = `${SCHEMA_BASE}api/benefits.schema.json`;

const ONE_ROUTE = routeOf(API_PATHS.familyMember(':id'));

/** A write's options: members only, the body a `familyMemberInput` refused in its words. */
const writeOptions = formRouteOptions(requireMember, SCHEMA, familyMemberInputError)('familyMemberInput');

/** The member's family members (/familyInfo): the list, adding, editing and removing. */
export function registerFamilyMemberRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(API_PATHS.familyMembers, { onRequest: requireMember }, async (request) =>
    ok(await listFamilyMembers(db, memberOf(request).memberId)),
  );

  app.post<{ Body: FamilyMemberInput }>(API_PATHS.familyMembers, writeOptions, async (request) =>
    ok(await addFamilyMember(db, memberOf(request).memberId, request.body, now())),
  );

  app.put<{ Params: { id: string }; Body: FamilyMemberInput }>(ONE_ROUTE, writeOptions, async (request) =>
    ok(await editFamilyMember(db, memberOf(request).memberId, request.params.id, request.body, now())),
  );

  app.delete<{ Params: { id: string } }>(ONE_ROUTE, { onRequest: requireMember }, async (request) => {
    await removeFamilyMember(db, memberOf(request).memberId, request.params.id, now());
    return ok(null);
  });
}
