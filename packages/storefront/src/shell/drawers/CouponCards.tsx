import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Coupon } from '@mall/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { formatDateTime } from '../format-date-time.ts';
import { DRAWER_LIST_SIZES } from '../toolbar-layout.ts';
import { couponUseTarget, MY_COUPONS_PATH, PLATFORM_STORE_ID } from './coupon-use-target.ts';
import { DrawerList, useMemberList } from './DrawerList.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';
import { useCouponFace } from './use-coupon-face.ts';

/** The coupons drawer's body: 10 coupons the member may claim, and the "claimed" dialog. */
export function CouponCards() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const coupons = useMemberList('coupons', () =>
    services.fetchCoupons({ pageNumber: 1, pageSize: DRAWER_LIST_SIZES.coupons }),
  );
  const [claiming, setClaiming] = useState<string | null>(null);
  // The last claimed coupon stays while the dialog closes, so its buttons do not vanish mid-animation.
  const [claimed, setClaimed] = useState<Coupon | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const claim = async (coupon: Coupon) => {
    setClaiming(coupon.id);
    try {
      await services.claimCoupon(coupon.id);
      setClaimed(coupon);
      setDialogOpen(true);
      // A claimed coupon is no longer claimable: the list drops it.
      void coupons.mutate();
    } catch {
      // The request layer has shown the server's message (already claimed, sold out...).
    } finally {
      setClaiming(null);
    }
  };

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
      {claimed ? (
        <ClaimedDialog open={dialogOpen} coupon={claimed} onClose={() => setDialogOpen(false)} />
      ) : null}
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
  const face = useCouponFace(coupon);
  return (
    <Flex as="li" borderWidth="1px" borderColor="brand.emphasized" borderRadius="md" overflow="hidden">
      <Stack
        w="88px"
        flexShrink={0}
        bg="brand.subtle"
        color="brand.fg"
        align="center"
        justify="center"
        gap="1"
        p="2"
        textAlign="center"
      >
        <Text fontSize="lg" fontWeight="bold" lineHeight="short">
          {face.value}
        </Text>
        <Text fontSize="2xs">{face.threshold}</Text>
      </Stack>
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

/** "Claim coupon": the claim went through; go to my coupons, or use it now. */
export function ClaimedDialog({
  open,
  coupon,
  onClose,
}: {
  open: boolean;
  coupon: Coupon;
  onClose: () => void;
}) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const go = (path: string) => () => {
    onClose();
    void navigate(path);
  };
  return (
    <ConfirmDialog
      open={open}
      onDismiss={onClose}
      // It reports a claim that went through rather than asking anything.
      role="dialog"
      size="sm"
      title={t('drawer.coupons.claimedTitle')}
      confirmLabel={t('drawer.coupons.useNow')}
      onConfirm={go(couponUseTarget(coupon))}
      cancelLabel={t('drawer.coupons.myCoupons')}
      onCancel={go(MY_COUPONS_PATH)}
    >
      <Text>{t('drawer.coupons.claimedText')}</Text>
    </ConfirmDialog>
  );
}
