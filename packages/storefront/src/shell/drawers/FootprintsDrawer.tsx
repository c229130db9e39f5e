import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFooterLink, ToolbarDrawer, type ToolbarDrawerControls } from './ToolbarDrawer.tsx';

// The viewed goods download when a member first opens the drawer; the frame shows its title, footer and
// loading status meanwhile.
const ViewedGoods = lazy(() => import('./ViewedGoods.tsx').then((m) => ({ default: m.ViewedGoods })));

export type FootprintsDrawerProps = ToolbarDrawerControls;

/** The footprints drawer: the 20 goods the member viewed last, with add to cart. */
export function FootprintsDrawer(props: FootprintsDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      {...props}
      title={t('drawer.footprints.title')}
      footer={<DrawerFooterLink to="/home/MyTracks">{t('drawer.footprints.viewAll')}</DrawerFooterLink>}
    >
      <ViewedGoods />
    </ToolbarDrawer>
  );
}
