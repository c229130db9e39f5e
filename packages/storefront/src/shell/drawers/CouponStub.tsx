import { Stack, Text } from '@chakra-ui/react';
import type { Coupon } from '@mall/schemas';
import { useCouponFace } from './use-coupon-face.ts';

export interface CouponStubProps {
  coupon: Coupon;
  /** `drawer`: the toolbar drawer's narrow card; `page`: the coupons page's ticket. */
  size: 'drawer' | 'page';
  /** Spent or expired: greyed. Defaults to `false`. */
  spent?: boolean;
}

/** The stub at a coupon's start: its value (yuan off or a discount) over its threshold. */
export function CouponStub({ coupon, size, spent = false }: CouponStubProps) {
  const face = useCouponFace(coupon);
  const inDrawer = size === 'drawer';
  return (
    <Stack
      w={inDrawer ? '88px' : '8rem'}
      flexShrink={0}
      bg={spent ? 'bg.muted' : 'brand.subtle'}
      color={spent ? 'fg.muted' : 'brand.fg'}
      align="center"
      justify="center"
      gap="1"
      p={inDrawer ? '2' : '3'}
      textAlign="center"
    >
      <Text fontSize={inDrawer ? 'lg' : '2xl'} fontWeight="bold" lineHeight="short">
        {face.value}
      </Text>
      <Text fontSize={inDrawer ? '2xs' : 'xs'}>{face.threshold}</Text>
    </Stack>
  );
}
