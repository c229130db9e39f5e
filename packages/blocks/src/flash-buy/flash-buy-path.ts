import { withQuery } from '../parts/link-href.ts';

/** What a flash-sale goods link names: the SKU, its sale, and the sale's end for the countdown. */
export interface FlashBuyGoodsRef {
  skuId: string;
  planId?: string | null;
  marketId?: string | null;
  dateEnd?: string | null;
}

/**
 * The goods detail of a flash-sale item (spec 02 section 2):
 * `/goodsDetail?skuId&marketType=rush&planId&marketId&dateEnd`. Shared by the flash-buy block and
 * the storefront's flash-buy list, so both open the same variant of the detail.
 */
export function flashBuyGoodsPath(ref: FlashBuyGoodsRef): string {
  return withQuery('/goodsDetail', {
    skuId: ref.skuId,
    marketType: 'rush',
    planId: ref.planId,
    marketId: ref.marketId,
    dateEnd: ref.dateEnd,
  });
}
