import type { Coupon } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { useDrawerFormat } from './use-drawer-format.ts';

/** What a coupon's face says: its value (yuan off or a discount) and its threshold. */
export interface CouponFace {
  value: string;
  threshold: string;
}

/**
 * The face texts of a coupon, as the toolbar's drawer and the coupons page both show them: in
 * points, as the checkout that spends it (a coupon takes points off, one to the yuan; issue 22
 * item 12 found "¥20" on the coupon and "可抵 20 积分" at the checkout).
 */
export function useCouponFace(coupon: Coupon): CouponFace {
  const { t } = useTranslation('storefront');
  const format = useDrawerFormat();
  return {
    value:
      coupon.couponType === 'DISCOUNT' && coupon.couponDiscount !== null
        ? t('drawer.coupons.discount', {
            discount: format.yuan(coupon.couponDiscount),
            percent: Math.round(100 - coupon.couponDiscount * 10),
          })
        : t('drawer.coupons.priceOff', { amount: format.points(coupon.price ?? 0) }),
    threshold:
      coupon.consumeThreshold > 0
        ? t('drawer.coupons.threshold', { amount: format.points(coupon.consumeThreshold) })
        : t('drawer.coupons.noThreshold'),
  };
}
