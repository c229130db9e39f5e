import { API_PATHS } from '@mall/schemas';
import { request } from './request.ts';

/** The hot search terms under the HSHSC search box, in the request's locale (no token needed). */
export function fetchHotSearchTerms(): Promise<string[]> {
  return request<string[]>(API_PATHS.searchTerms, { method: 'POST', auth: false });
}
