import { API_PATHS } from '@mall/schemas';
import type { FavoritePage } from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { request } from './request.ts';

/** A page of the member's favourite goods (collection type GOODS), newest first. */
export function fetchFavorites({ pageNumber, pageSize }: ListPageRequest): Promise<FavoritePage> {
  return request<FavoritePage>(API_PATHS.collection('GOODS'), { query: { pageNumber, pageSize } });
}

/** Cancels the favourite of a SKU (type GOODS). */
export async function cancelFavorite(skuId: string): Promise<void> {
  await request<null>(API_PATHS.collectionDelete('GOODS', skuId), { method: 'DELETE' });
}
