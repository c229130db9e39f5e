import { API_PATHS, type LatestPopupRequest, type PopupIdRequest } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireAnySession } from '../http/member-session.ts';
import { getLatestPopup, getPopupCancelStatus, insertPopupCancelStatus } from '../services/popups.ts';

const NOTICES = `${SCHEMA_BASE}api/notices.schema.json`;
const POPUP_ID_BODY = { $ref: `${NOTICES}#/definitions/popupIdRequest` };

/** Popups after login and "don't show again"; members only. */
export function registerPopupRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post<{ Body: LatestPopupRequest }>(
    API_PATHS.latestPopup,
    {
      preHandler: requireAnySession,
      schema: { body: { $ref: `${NOTICES}#/definitions/latestPopupRequest` } },
    },
    async (request) => ok(await getLatestPopup(db, memberOf(request), request.body, now())),
  );

  app.post<{ Body: PopupIdRequest }>(
    API_PATHS.popupCancelStatus,
    { preHandler: requireAnySession, schema: { body: POPUP_ID_BODY } },
    async (request) => ok(await getPopupCancelStatus(db, memberOf(request), request.body.popupId)),
  );

  app.post<{ Body: PopupIdRequest }>(
    API_PATHS.insertPopupCancelStatus,
    { preHandler: requireAnySession, schema: { body: POPUP_ID_BODY } },
    async (request) => {
      await insertPopupCancelStatus(db, memberOf(request), request.body.popupId, now());
      return ok(null);
    },
  );
}
