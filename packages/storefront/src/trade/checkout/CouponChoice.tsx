import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { CheckoutCoupon, Coupon } from '@mall/schemas';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { useCheckoutStrings } from './useCheckoutStrings.ts';
import { aroundContent, CONTENT_SLOT, useContentLang } from '../../shell/content-lang.ts';

/** The radio value of "no coupon". */
const NO_COUPON = 'none';

export interface CouponChoiceProps {
  coupons: readonly CheckoutCoupon[];
  /** The coupon applied; `null` for none. */
  value: string | null;
  onChange: (couponId: string | null) => void;
  disabled: boolean;
}

/**
 * The member's coupons for this order (in points, as every figure of the checkout: a coupon takes
 * points off, one point to the yuan; issue 22 item 12 found "减 ¥5" beside "可抵 5 积分"): none, or one that applies now (with what it takes off);
 * the others are shown but cannot be chosen, each with why.
 */
export function CouponChoice({ coupons, value, onChange, disabled }: CouponChoiceProps) {
  const { t } = useCheckoutStrings();
  const points = usePointsLabel();
  const langOf = useContentLang();
  // The coupon's name is the operator's, in an element of its own with its language.
  const nameOf = (coupon: Coupon) => {
    const [before, after] = aroundContent(
      coupon.couponType === 'PRICE'
        ? t('checkout.couponPrice', { name: CONTENT_SLOT, points: points(coupon.price ?? 0) })
        : t('checkout.couponDiscount', {
            name: CONTENT_SLOT,
            discount: coupon.couponDiscount ?? 10,
            percent: Math.round((coupon.couponDiscount ?? 10) * 10),
          }),
    );
    return (
      <>
        {before}
        <span lang={langOf(coupon.couponName)}>{coupon.couponName}</span>
        {after}
      </>
    );
  };
  return (
    <RadioGroup.Root
      value={value ?? NO_COUPON}
      onValueChange={(details) => {
        if (details.value) onChange(details.value === NO_COUPON ? null : details.value);
      }}
      colorPalette="red"
      disabled={disabled}
      aria-label={t('checkout.coupon')}
    >
      <Stack gap="2">
        <RadioGroup.Item value={NO_COUPON}>
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{t('checkout.noCoupon')}</RadioGroup.ItemText>
        </RadioGroup.Item>
        {coupons.map(({ coupon, usable, reason, discountPoints }) => (
          <RadioGroup.Item key={coupon.id} value={coupon.id} disabled={!usable} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="1" />
            <RadioGroup.ItemText>
              <Stack gap="0">
                <Text>{nameOf(coupon)}</Text>
                <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
                  {coupon.consumeThreshold > 0 ? (
                    <Text>
                      {t('checkout.couponThreshold', { threshold: points(coupon.consumeThreshold) })}
                    </Text>
                  ) : null}
                  <Text>
                    {t('checkout.couponEnds', { date: formatDateTime(coupon.endTime).slice(0, 10) })}
                  </Text>
                  {usable ? (
                    <Text color="brand.solid">
                      {t('checkout.couponSaves', { points: points(discountPoints) })}
                    </Text>
                  ) : (
                    <Text color="fg.error">{reason}</Text>
                  )}
                </HStack>
              </Stack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
        {coupons.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('checkout.noCoupons')}
          </Text>
        ) : null}
      </Stack>
    </RadioGroup.Root>
  );
}
