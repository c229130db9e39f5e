import { useCatalogueTranslation } from '@mall/runtime';
import { goodsDetailMessages } from './goods-detail-messages.ts';

/** `t` of the `storefront` namespace with the goods detail's strings added. */
export function useGoodsDetailStrings() {
  return useCatalogueTranslation('storefront', goodsDetailMessages);
}
