import { API_PATHS, type LeaveMessageRequest, type MemberMessageListQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { registerMemberList } from '../http/member-list-route.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { routeOf } from '../http/route-of.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import {
  deleteStationMessage,
  leaveMessage,
  leaveMessageInputError,
  listLeaveMessages,
  listStationMessages,
  markStationMessageRead,
} from '../services/member-messages.ts';
import { pageOfQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/member-messages.schema.json`;

const MESSAGE_ROUTE = routeOf(API_PATHS.memberMessage(':id'));

/** The message lists' query: a page. */
const LIST_QUERY = `${SCHEMA}#/definitions/memberMessageListQuery`;
const listOptions = { onRequest: requireMember, schema: { querystring: { $ref: LIST_QUERY } } };

/**
 * /home/message (members only): leaving a message or suggestion and the list of those left, with
 * the service's replies; the station messages, marking one read and deleting one. Another member's
 * station message answers as an unknown one (404).
 */
export function registerMemberMessageRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post<{ Body: LeaveMessageRequest }>(
    API_PATHS.userLeaveMessage,
    formRouteOptions(requireMember, SCHEMA, leaveMessageInputError)('leaveMessageRequest'),
    async (request) => ok(await leaveMessage(db, memberOf(request).memberId, request.body, now())),
  );

  registerMemberList(
    app,
    API_PATHS.userMessages,
    { onRequest: requireMember, queryRef: LIST_QUERY },
    (memberId, page) => listLeaveMessages(db, memberId, page),
  );

  app.get<{ Querystring: MemberMessageListQuery }>(API_PATHS.memberMessages, listOptions, async (request) =>
    ok(
      await listStationMessages(
        db,
        memberOf(request).memberId,
        pageOfQuery(request.query),
        readCaller(request).locale,
      ),
    ),
  );

  app.put<{ Params: { id: string } }>(MESSAGE_ROUTE, { onRequest: requireMember }, async (request) => {
    await markStationMessageRead(db, memberOf(request).memberId, request.params.id, now());
    return ok(null);
  });

  app.delete<{ Params: { id: string } }>(MESSAGE_ROUTE, { onRequest: requireMember }, async (request) => {
    await deleteStationMessage(db, memberOf(request).memberId, request.params.id);
    return ok(null);
  });
}
