import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_COUPONS_PATH } from './coupon-use-target.ts';
import { DrawerFooterLink, ToolbarDrawer, type ToolbarDrawerControls } from './ToolbarDrawer.tsx';

// The coupon cards and the "claimed" dialog download when a member first opens the drawer; the frame shows its title, footer and
// loading status meanwhile.
const CouponCards = lazy(() => import('./CouponCards.tsx').then((m) => ({ default: m.CouponCards })));

export type CouponsDrawerProps = ToolbarDrawerControls;

/** The coupons drawer: 10 coupons the member may claim; claiming one opens the "claimed" dialog. */
export function CouponsDrawer(props: CouponsDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      {...props}
      title={t('drawer.coupons.title')}
      footer={<DrawerFooterLink to={MY_COUPONS_PATH}>{t('drawer.coupons.myCoupons')}</DrawerFooterLink>}
    >
      <CouponCards />
    </ToolbarDrawer>
  );
}
