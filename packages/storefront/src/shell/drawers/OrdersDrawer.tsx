import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFooterLink, ToolbarDrawer, type ToolbarDrawerControls } from './ToolbarDrawer.tsx';

// The order cards download when a member first opens the drawer; the frame shows its title, footer and
// loading status meanwhile.
const OrderCards = lazy(() => import('./OrderCards.tsx').then((m) => ({ default: m.OrderCards })));

export type OrdersDrawerProps = ToolbarDrawerControls;

/** The orders drawer: the member's 10 newest orders, each linking to its detail. */
export function OrdersDrawer(props: OrdersDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      {...props}
      title={t('drawer.orders.title')}
      footer={<DrawerFooterLink to="/home/MyOrder">{t('drawer.orders.viewAll')}</DrawerFooterLink>}
    >
      <OrderCards />
    </ToolbarDrawer>
  );
}
