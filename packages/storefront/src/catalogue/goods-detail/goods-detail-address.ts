import type { GoodsDetailQuery } from '@mall/schemas';

/** What the detail page's address asks for (spec 02 section 2, /goodsDetail). */
export interface GoodsDetailAddress {
  skuId: string | null;
  /** The plan or market whose price applies. */
  activity: Pick<GoodsDetailQuery, 'planId' | 'marketId'>;
  /** `marketType=rush`: the flash-buy variant, with its countdown to `dateEnd`. */
  flashBuy: boolean;
  /** The flash sale's end as the link carried it; the server's `dateEnd` wins when it answers one. */
  dateEnd: string | null;
}

/** Reads the detail page's address; empty values count as absent. */
export function goodsDetailAddress(params: URLSearchParams): GoodsDetailAddress {
  const value = (key: string) => params.get(key)?.trim() || null;
  const planId = value('planId');
  const marketId = value('marketId');
  return {
    skuId: value('skuId'),
    activity: { ...(planId ? { planId } : {}), ...(marketId ? { marketId } : {}) },
    flashBuy: value('marketType') === 'rush',
    dateEnd: value('dateEnd'),
  };
}
