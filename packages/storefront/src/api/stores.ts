import { API_PATHS, type StoreDetail } from '@mall/schemas';
import { request } from './request.ts';

/** A store for its page: name, logo, badge, description, goods count and categories. Quiet: the page says why. */
export function fetchStoreDetail(storeId: string): Promise<StoreDetail> {
  return request<StoreDetail>(API_PATHS.storeDetail(storeId), { quiet: true });
}
