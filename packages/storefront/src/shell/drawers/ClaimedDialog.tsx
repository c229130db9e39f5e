import { Text } from '@chakra-ui/react';
import type { Coupon } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { couponUseTarget, MY_COUPONS_PATH } from './coupon-use-target.ts';

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
