import { API_PATHS, type RedPacketReceiveRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { queryRedPacket, receiveRedPacket, redPacketPermission } from '../services/red-packets.ts';

const SCHEMA = `${SCHEMA_BASE}api/red-packet.schema.json`;

/**
 * The red-packet game of the home page (members only): whether a packet waits, the batch to play
 * for, and receiving it. The session decides who is asking; the body's ids must match it.
 */
export function registerRedPacketRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post(API_PATHS.packetPermissions, { onRequest: requireMember }, async (request) =>
    ok(await redPacketPermission(db, memberOf(request), now())),
  );

  app.post(API_PATHS.packetQuery, { onRequest: requireMember }, async (request) =>
    ok(await queryRedPacket(db, memberOf(request), now(), readCaller(request).locale)),
  );

  app.post<{ Body: RedPacketReceiveRequest }>(
    API_PATHS.packetReceive,
    {
      onRequest: requireMember,
      schema: { body: { $ref: `${SCHEMA}#/definitions/redPacketReceiveRequest` } },
    },
    async (request) =>
      ok(await receiveRedPacket(db, memberOf(request), request.body, now(), readCaller(request).locale)),
  );
}
