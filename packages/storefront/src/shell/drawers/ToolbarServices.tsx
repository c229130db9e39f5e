import type { CartView, CouponPage, FavoritePage, Footprint, OrderPage } from '@mall/schemas';
import { createContext, useContext, type ReactNode } from 'react';
import { addToCart, fetchCart, fetchCartCount, removeFromCart } from '../../api/cart.ts';
import { claimCoupon, fetchCoupons } from '../../api/coupons.ts';
import { cancelFavorite, fetchFavorites } from '../../api/favorites.ts';
import { fetchFootprints } from '../../api/footprints.ts';
import type { ListPageRequest } from '../../api/list-page.ts';
import { fetchOrders } from '../../api/orders.ts';
import type { RequestOutcome } from '../../api/request.ts';

/**
 * What the side toolbar and its drawers ask of the server. The app uses the buyer API; stories and
 * tests pass in-memory fakes, so they never touch the network.
 */
export interface ToolbarServices {
  fetchCartCount(): Promise<number>;
  fetchCart(): Promise<CartView>;
  removeFromCart(skuIds: readonly string[]): Promise<void>;
  /** A refusal to show as a warning comes back as `{ ok: false, message }`. */
  addToCart(skuId: string, num?: number): Promise<RequestOutcome<null>>;
  fetchOrders(page: ListPageRequest): Promise<OrderPage>;
  fetchCoupons(page: ListPageRequest): Promise<CouponPage>;
  claimCoupon(couponId: string): Promise<void>;
  fetchFavorites(page: ListPageRequest): Promise<FavoritePage>;
  cancelFavorite(skuId: string): Promise<void>;
  fetchFootprints(page: ListPageRequest): Promise<Footprint[]>;
}

/** The toolbar's services backed by the buyer API (through the request layer). */
export const API_TOOLBAR_SERVICES: ToolbarServices = {
  fetchCartCount,
  fetchCart,
  removeFromCart,
  addToCart,
  fetchOrders: (page) => fetchOrders({ ...page, tag: 'ALL' }),
  fetchCoupons,
  claimCoupon,
  fetchFavorites,
  cancelFavorite,
  fetchFootprints,
};

const ToolbarServicesContext = createContext<ToolbarServices | null>(null);

/** Hands the toolbar's services to the drawers below it. */
export function ToolbarServicesProvider({
  services,
  children,
}: {
  services: ToolbarServices;
  children: ReactNode;
}) {
  return <ToolbarServicesContext.Provider value={services}>{children}</ToolbarServicesContext.Provider>;
}

/** The toolbar's services; throws outside `<ToolbarServicesProvider>`. */
export function useToolbarServices(): ToolbarServices {
  const services = useContext(ToolbarServicesContext);
  if (!services) throw new Error('useToolbarServices must be used inside <ToolbarServicesProvider>');
  return services;
}
