import { API_PATHS } from '@mall/schemas';
import type { LatestPopupRequest, Popup } from '@mall/schemas';
import { request } from './request.ts';

/** The newest popup of a type, frequency and platform the member may see, or null (members only). */
export function fetchLatestPopup(query: LatestPopupRequest): Promise<Popup | null> {
  return request<Popup | null>(API_PATHS.latestPopup, { method: 'POST', body: { ...query } });
}

/** Whether the member chose not to see a popup again. */
export function fetchPopupCancelStatus(popupId: string): Promise<boolean> {
  return request<boolean>(API_PATHS.popupCancelStatus, { method: 'POST', body: { popupId } });
}

/** Records "don't show again" for a popup; later popup calls leave it out for this member. */
export async function postPopupCancelStatus(popupId: string): Promise<void> {
  await request<null>(API_PATHS.insertPopupCancelStatus, { method: 'POST', body: { popupId } });
}
