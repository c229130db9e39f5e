import type { LatestPopupRequest, Popup } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

// Popups after login (spec 01 sections 3 and 4): the newest popup of a type, frequency and
// platform that a member may see, and "don't show again", which leaves a popup out for that member
// from then on.

/** Message of an unknown popup, or one meant for another enterprise. */
export const POPUP_NOT_FOUND = '弹窗不存在';

/** Who is asking: the member and their enterprise. */
export interface PopupViewer {
  memberId: string;
  oneId: string;
}

/**
 * The newest popup (by the start of its window) of the type, frequency and platform asked for,
 * that is enabled, within its window at `now`, meant for every enterprise or the viewer's, and not
 * cancelled by the viewer. Null when there is none.
 */
export async function getLatestPopup(
  db: DbExecutor,
  viewer: PopupViewer,
  request: LatestPopupRequest,
  now: Date,
): Promise<Popup | null> {
  const [popup] = await db.query<Popup>(
    `SELECT p.id, p.popup_title AS "popupTitle", p.popup_message AS "popupMessage",
            p.popup_type AS "popupType", p.popup_frequency::int AS "popupFrequency",
            p.popup_range AS "popupRange"
     FROM popups p
     WHERE p.enabled AND p.popup_type = $1 AND p.popup_frequency = $2 AND p.popup_range = $3
       AND (p.one_id IS NULL OR p.one_id = $4)
       AND p.start_time <= $5 AND (p.end_time IS NULL OR p.end_time > $5)
       AND NOT EXISTS (
         SELECT 1 FROM popup_cancel_status c WHERE c.popup_id = p.id AND c.member_id = $6)
     ORDER BY p.start_time DESC, p.update_time DESC, p.id
     LIMIT 1`,
    [
      request.popupType,
      // A form body carries the frequency as text.
      Number(request.popupFrequency),
      request.popupRange,
      viewer.oneId,
      now,
      viewer.memberId,
    ],
  );
  return popup ?? null;
}

/** Throws the 404 unless the popup exists and is meant for the viewer's enterprise. */
async function assertPopupVisible(db: DbExecutor, viewer: PopupViewer, popupId: string): Promise<void> {
  const rows = await db.query('SELECT 1 FROM popups WHERE id = $1 AND (one_id IS NULL OR one_id = $2)', [
    popupId,
    viewer.oneId,
  ]);
  if (rows.length === 0) throw new ApiError(404, POPUP_NOT_FOUND);
}

/** True when the viewer chose not to see the popup again. */
export async function getPopupCancelStatus(
  db: DbExecutor,
  viewer: PopupViewer,
  popupId: string,
): Promise<boolean> {
  await assertPopupVisible(db, viewer, popupId);
  const rows = await db.query('SELECT 1 FROM popup_cancel_status WHERE member_id = $1 AND popup_id = $2', [
    viewer.memberId,
    popupId,
  ]);
  return rows.length > 0;
}

/** Records "don't show again" for the viewer; recording it twice changes nothing. */
export async function insertPopupCancelStatus(
  db: Db,
  viewer: PopupViewer,
  popupId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertPopupVisible(tx, viewer, popupId);
    await tx.query(
      `INSERT INTO popup_cancel_status (member_id, popup_id, create_time) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [viewer.memberId, popupId, now],
    );
  });
}
