import { API_PATHS } from '@mall/schemas';
import type { Footprint } from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { request } from './request.ts';

/** The goods the member viewed, most recent first (a plain list, not a page object). */
export function fetchFootprints({ pageNumber, pageSize }: ListPageRequest): Promise<Footprint[]> {
  return request<Footprint[]>(API_PATHS.footprints, { query: { pageNumber, pageSize } });
}
