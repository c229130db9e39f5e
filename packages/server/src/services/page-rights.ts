import type { Platform } from '@mall/schemas';
import { ApiError } from '../http/api-error.ts';
import type { Operator } from '../http/operator-session.ts';

// Who may touch which page (issue 23): a platform operator every page of the platforms granted,
// shared or any enterprise's; an enterprise operator its enterprise's own pages, on the platforms
// its enterprise has. Nobody else.

/** Message of a page the operator may not touch. */
export const PAGE_FORBIDDEN = '无权操作该页面';

/** Where a page belongs, as far as rights go. */
export interface PagePlace {
  platform: Platform;
  /** The enterprise whose page it is; null for a page every enterprise shares. */
  oneId: string | null;
}

/** Whether `operator` may read, edit and publish a page of `place`. */
export function mayTouchPage(operator: Operator, place: PagePlace): boolean {
  if (!operator.platforms.includes(place.platform)) return false;
  return operator.role === 'platform' || (place.oneId !== null && place.oneId === operator.oneId);
}

/** Throws the 403 unless `operator` may touch a page of `place`. */
export function assertMayTouchPage(operator: Operator, place: PagePlace): void {
  if (!mayTouchPage(operator, place)) throw new ApiError(403, PAGE_FORBIDDEN);
}
