import { useCatalogueTranslation } from '@mall/runtime';
import { seckillMessages } from './seckill-messages.ts';

/** `t` of the `storefront` namespace with the /seckill page's strings added. */
export function useSeckillStrings() {
  return useCatalogueTranslation('storefront', seckillMessages);
}
