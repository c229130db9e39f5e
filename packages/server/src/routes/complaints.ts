import { API_PATHS, type ComplaintMessageBody, type ComplaintRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { registerMemberList } from '../http/member-list-route.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { routeOf } from '../http/route-of.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import {
  addComplaintMessage,
  cancelComplaint,
  fileComplaint,
  getComplaint,
  listComplaints,
} from '../services/complaints.ts';
import { complaintInputError } from '../services/complaints-input.ts';

const SCHEMA = `${SCHEMA_BASE}api/after-sale.schema.json`;

/** A write's route options, by its definition: members only, a broken body refused in its words. */
const writeOptions = formRouteOptions(requireMember, SCHEMA, complaintInputError);

/**
 * The member's complaints: the list, filing one, one with its messages, withdrawing one and writing
 * about one. Another member's complaint or order answers as an unknown one. Registered by
 * `registerAfterSaleRoutes`, which adds after-sale.schema.json first.
 */
export function registerComplaintRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  registerMemberList(
    app,
    API_PATHS.complaints,
    { onRequest: requireMember, queryRef: `${SCHEMA}#/definitions/complaintListQuery` },
    (memberId, page) => listComplaints(db, memberId, page),
  );

  app.post<{ Body: ComplaintRequest }>(
    API_PATHS.complaints,
    writeOptions('complaintRequest'),
    async (request) => ok(await fileComplaint(db, memberOf(request).memberId, request.body, now())),
  );

  app.post<{ Body: ComplaintMessageBody }>(
    API_PATHS.complaintMessage,
    writeOptions('complaintMessageBody'),
    async (request) => ok(await addComplaintMessage(db, memberOf(request).memberId, request.body, now())),
  );

  app.get<{ Params: { id: string } }>(
    routeOf(API_PATHS.complaint(':id')),
    { onRequest: requireMember },
    async (request) => ok(await getComplaint(db, memberOf(request).memberId, request.params.id)),
  );

  app.put<{ Params: { id: string } }>(
    routeOf(API_PATHS.complaintCancel(':id')),
    { onRequest: requireMember },
    async (request) => ok(await cancelComplaint(db, memberOf(request).memberId, request.params.id, now())),
  );
}
