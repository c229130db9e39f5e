import type { Coupon } from '@mall/schemas';

/** The member's coupon page. */
export const MY_COUPONS_PATH = '/home/Coupons';

/** The platform's store id: a coupon with it is issued by the mall itself. */
export const PLATFORM_STORE_ID = '0';

/**
 * Where "use now" takes the member (spec 01 section 2.4): the issuing shop for a shop's coupon, the
 * goods list of the category for a category-scoped platform coupon, else the whole goods list.
 */
export function couponUseTarget(coupon: Pick<Coupon, 'storeId' | 'scopeType' | 'scopeId'>): string {
  if (coupon.storeId !== PLATFORM_STORE_ID) return `/merchant?${new URLSearchParams({ id: coupon.storeId })}`;
  if (coupon.scopeType === 'PORTION_GOODS_CATEGORY' && coupon.scopeId)
    // The category path stays readable (`1,12,121`), as the goods list and its links write it.
    return `/goodsList?categoryId=${coupon.scopeId.split(',').map(encodeURIComponent).join(',')}`;
  return '/goodsList';
}
