import { API_PATHS } from '@mall/schemas';
import type { Footprint } from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { request } from './request.ts';

/** The goods the member viewed, most recent first (a plain list, not a page object). */
export function fetchFootprints({ pageNumber, pageSize }: ListPageRequest): Promise<Footprint[]> {
  return request<Footprint[]>(API_PATHS.footprints, { query: { pageNumber, pageSize } });
}

/** Removes the member's footprints of these ids (all or none). */
export async function deleteFootprints(ids: readonly string[]): Promise<void> {
  await request<null>(API_PATHS.footprintsDelete(ids), { method: 'DELETE' });
}

/** Removes all the member's footprints. */
export async function clearFootprints(): Promise<void> {
  await request<null>(API_PATHS.footprints, { method: 'DELETE' });
}
