import { useCatalogueTranslation } from '@mall/runtime';
import { couponMessages } from './coupon-messages.ts';

/** `t` of the `storefront` namespace with the coupon page's strings added. */
export function useCouponStrings() {
  return useCatalogueTranslation('storefront', couponMessages);
}
