import { API_PATHS, type NoticeListQuery, type NoticeQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { getNotice, listNotices } from '../services/notices.ts';

const NOTICES = `${SCHEMA_BASE}api/notices.schema.json`;

/**
 * The notice list and one notice, for guests and members alike: the caller's enterprise (from a
 * valid access token) decides which enterprise notices exist for them.
 */
export function registerNoticeRoutes(app: FastifyInstance, { readDb }: AppDeps): void {
  // Notices are written by operators, not by their readers: a second behind, from the replica.
  app.get<{ Querystring: NoticeListQuery }>(
    API_PATHS.noticeList,
    { schema: { querystring: { $ref: `${NOTICES}#` } } },
    async (request) => ok(await listNotices(readDb, request.query, readCaller(request).oneId)),
  );

  app.get<{ Querystring: NoticeQuery }>(
    API_PATHS.notice,
    { schema: { querystring: { $ref: `${NOTICES}#/definitions/noticeQuery` } } },
    async (request) => ok(await getNotice(readDb, request.query.id, readCaller(request).oneId)),
  );
}
