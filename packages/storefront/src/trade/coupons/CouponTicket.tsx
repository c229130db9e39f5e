import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { Coupon } from '@mall/schemas';
import type { ReactNode } from 'react';
import { PLATFORM_STORE_ID } from '../../shell/drawers/coupon-use-target.ts';
import { CouponStub } from '../../shell/drawers/CouponStub.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { useCouponStrings } from './useCouponStrings.ts';

export interface CouponTicketProps {
  coupon: Coupon;
  /** Spent or expired: shown greyed. Defaults to `false`. */
  spent?: boolean;
  /** Lines under the validity (when and where it was used). Defaults to none. */
  details?: ReactNode;
  /** The ticket's button or stamp, at its end. */
  action?: ReactNode;
}

/**
 * A coupon (an `<li>`): its value (yuan off or a discount), its threshold, name, issuer and scope,
 * the dates it is valid, and what the member may do with it.
 */
export function CouponTicket({ coupon, spent = false, details, action }: CouponTicketProps) {
  const { t } = useCouponStrings();
  const day = (time: string) => formatDateTime(time).slice(0, 10);
  return (
    <Flex
      as="li"
      borderWidth="1px"
      borderColor={spent ? 'border.muted' : 'brand.emphasized'}
      borderRadius="md"
      overflow="hidden"
      color={spent ? 'fg.muted' : undefined}
    >
      <CouponStub coupon={coupon} size="page" spent={spent} />
      <Flex flex="1" minW="0" gap="3" p="3" align="center">
        <Stack flex="1" minW="0" gap="1">
          <Text fontWeight="medium" lineClamp={2}>
            {coupon.couponName}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('myCoupons.store', {
              store: coupon.storeId === PLATFORM_STORE_ID ? t('drawer.coupons.platform') : coupon.storeName,
              scope: t(`drawer.coupons.scope.${coupon.scopeType}`),
            })}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('myCoupons.validity', { start: day(coupon.startTime), end: day(coupon.endTime) })}
          </Text>
          {details}
        </Stack>
        {action ? <Box flexShrink={0}>{action}</Box> : null}
      </Flex>
    </Flex>
  );
}
