import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Coupon } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format-date-time.ts';
import { DRAWER_LIST_SIZES } from '../toolbar-layout.ts';
import { PLATFORM_STORE_ID } from './coupon-use-target.ts';
import { DrawerList, useMemberList } from './DrawerList.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';
import { CouponStub } from './CouponStub.tsx';
import { useCouponClaim } from './useCouponClaim.tsx';

/** The coupons drawer's body: 10 coupons the member may claim, and the "claimed" dialog. */
export function CouponCards() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const coupons = useMemberList('coupons', () =>
    services.fetchCoupons({ pageNumber: 1, pageSize: DRAWER_LIST_SIZES.coupons }),
  );
  // A claimed coupon is no longer claimable: the list drops it.
  const { claiming, claim, claimedDialog } = useCouponClaim(
    (id) => services.claimCoupon(id),
    () => void coupons.mutate(),
  );

  return (
    <>
      <DrawerList
        list={coupons}
        rowsOf={(page) => page.records}
        emptyText={t('drawer.coupons.empty')}
        renderRow={(coupon) => (
          <CouponCard
            key={coupon.id}
            coupon={coupon}
            claiming={claiming === coupon.id}
            onClaim={() => void claim(coupon)}
          />
        )}
      />
      {claimedDialog}
    </>
  );
}

function CouponCard({
  coupon,
  claiming,
  onClaim,
}: {
  coupon: Coupon;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('storefront');
  return (
    <Flex as="li" borderWidth="1px" borderColor="brand.emphasized" borderRadius="md" overflow="hidden">
      <CouponStub coupon={coupon} size="drawer" />
      <Stack flex="1" minW="0" gap="1" p="2">
        <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
          {coupon.couponName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('drawer.coupons.issuerAndScope', {
            issuer: coupon.storeId === PLATFORM_STORE_ID ? t('drawer.coupons.platform') : coupon.storeName,
            scope: t(`drawer.coupons.scope.${coupon.scopeType}`),
          })}
        </Text>
        <Text fontSize="2xs" color="fg.muted">
          {t('drawer.coupons.validUntil', { date: formatDateTime(coupon.endTime).slice(0, 10) })}
        </Text>
        <Box alignSelf="flex-end">
          <Button
            size="2xs"
            colorPalette="brand"
            aria-label={t('drawer.coupons.claimItem', { name: coupon.couponName })}
            loading={claiming}
            onClick={onClaim}
          >
            {t('drawer.coupons.claim')}
          </Button>
        </Box>
      </Stack>
    </Flex>
  );
}
