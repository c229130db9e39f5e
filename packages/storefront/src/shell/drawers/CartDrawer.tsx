import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFooterLink, ToolbarDrawer, type ToolbarDrawerControls } from './ToolbarDrawer.tsx';

// The cart lines download when a member first opens the drawer; the frame shows its title, footer and
// loading status meanwhile.
const CartLines = lazy(() => import('./CartLines.tsx').then((m) => ({ default: m.CartLines })));

export type CartDrawerProps = ToolbarDrawerControls;

/** The cart drawer: the member's cart lines with delete, and the way to the cart page. */
export function CartDrawer(props: CartDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      {...props}
      title={t('drawer.cart.title')}
      footer={<DrawerFooterLink to="/cart">{t('drawer.cart.goToCart')}</DrawerFooterLink>}
    >
      <CartLines />
    </ToolbarDrawer>
  );
}
