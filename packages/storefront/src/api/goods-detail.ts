import {
  API_PATHS,
  type CollectionInfo,
  type GoodsDetail,
  type GoodsDetailQuery,
  type SkuSpecs,
} from '@mall/schemas';
import { request } from './request.ts';

/**
 * A SKU's detail as the detail page shows it, priced in the asked plan or market and checked for
 * delivery to the asked region. Viewing it records the member's footprint (the preview call with
 * isAdd `1`; the server keeps one footprint per SKU, so asking again only refreshes its time).
 * Quiet: the page shows the server's message in place of the goods.
 */
export function fetchGoodsDetail(skuId: string, query: GoodsDetailQuery): Promise<GoodsDetail> {
  return request<GoodsDetail>(API_PATHS.skuDetailPreview(skuId, '1'), { query: { ...query }, quiet: true });
}

/** Every SKU of the SKU's goods by spec values, for switching specs. */
export function fetchSkuSpecs(skuId: string): Promise<SkuSpecs> {
  return request<SkuSpecs>(API_PATHS.skuSpecs(skuId), { quiet: true });
}

/** Whether the member favourited the SKU, and how many members did. */
export function fetchCollectionInfo(skuId: string): Promise<CollectionInfo> {
  return request<CollectionInfo>(API_PATHS.collectionInfo, { query: { skuId }, quiet: true });
}

/** Favourites a SKU; a second time is refused ('Unable to duplicate favorites'). */
export async function addFavorite(skuId: string): Promise<void> {
  await request<null>(API_PATHS.collectionAdd('GOODS', skuId), { method: 'POST' });
}
