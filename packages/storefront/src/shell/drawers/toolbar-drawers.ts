import { lazy, type ComponentType } from 'react';
import { MY_COUPONS_PATH } from './coupon-use-target.ts';

/** The drawers the toolbar opens (spec 01 section 2.4). */
export type ToolbarDrawerKind = 'cart' | 'orders' | 'coupons' | 'footprints' | 'favorites';

export interface ToolbarDrawerEntry {
  /** Also names the drawer's title in the catalogue: `drawer.<kind>.title`. */
  kind: ToolbarDrawerKind;
  /** The full page of the drawer's list, linked from its foot, and the catalogue key of that link. */
  footer: { to: string; label: string };
  /** The drawer's body. */
  Body: ComponentType;
}

// Each body downloads when a member first opens its drawer; the drawer's frame shows its title,
// footer and loading status meanwhile.
const CartLines = lazy(() => import('./CartLines.tsx').then((m) => ({ default: m.CartLines })));
const OrderCards = lazy(() => import('./OrderCards.tsx').then((m) => ({ default: m.OrderCards })));
// With the coupon cards comes their "claimed" dialog.
const CouponCards = lazy(() => import('./CouponCards.tsx').then((m) => ({ default: m.CouponCards })));
const ViewedGoods = lazy(() => import('./ViewedGoods.tsx').then((m) => ({ default: m.ViewedGoods })));
const FavoriteGoods = lazy(() => import('./FavoriteGoods.tsx').then((m) => ({ default: m.FavoriteGoods })));

/**
 * The toolbar's drawers, in its order: the cart's lines with delete; the 10 newest orders, each
 * linking to its detail; 10 coupons the member may claim (claiming one opens the "claimed" dialog);
 * the 20 goods viewed last, with add to cart; the 10 newest favourite goods, with cancel and add to
 * cart.
 */
export const TOOLBAR_DRAWERS: readonly ToolbarDrawerEntry[] = [
  {
    kind: 'cart',
    footer: { to: '/cart', label: 'drawer.cart.goToCart' },
    Body: CartLines,
  },
  {
    kind: 'orders',
    footer: { to: '/home/MyOrder', label: 'drawer.orders.viewAll' },
    Body: OrderCards,
  },
  {
    kind: 'coupons',
    footer: { to: MY_COUPONS_PATH, label: 'drawer.coupons.myCoupons' },
    Body: CouponCards,
  },
  {
    kind: 'footprints',
    footer: { to: '/home/MyTracks', label: 'drawer.footprints.viewAll' },
    Body: ViewedGoods,
  },
  {
    kind: 'favorites',
    footer: { to: '/home/Favorites', label: 'drawer.favorites.viewAll' },
    Body: FavoriteGoods,
  },
];
