import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFooterLink, ToolbarDrawer, type ToolbarDrawerControls } from './ToolbarDrawer.tsx';

// The favourite goods download when a member first opens the drawer; the frame shows its title, footer and
// loading status meanwhile.
const FavoriteGoods = lazy(() => import('./FavoriteGoods.tsx').then((m) => ({ default: m.FavoriteGoods })));

export type FavoritesDrawerProps = ToolbarDrawerControls;

/** The favourites drawer: the member's 10 newest favourite goods, with cancel and add to cart. */
export function FavoritesDrawer(props: FavoritesDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      {...props}
      title={t('drawer.favorites.title')}
      footer={<DrawerFooterLink to="/home/Favorites">{t('drawer.favorites.viewAll')}</DrawerFooterLink>}
    >
      <FavoriteGoods />
    </ToolbarDrawer>
  );
}
