import type { CartView } from '@mall/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { drawerListKey } from '../../shell/drawers/drawer-list-key.ts';
import { cartCountAtom } from '../../state/cart-count.ts';
import { userInfoAtom } from '../../state/session.ts';

/**
 * Answers a function that spreads a cart answer to everything else that shows the cart: the badge
 * count (`cartCountAtom`, kept in storage and the cookie) and the toolbar's cart drawer, whose cached
 * list is replaced without a refetch.
 */
export function useCartSync(): (cart: CartView) => void {
  const setCartCount = useSetAtom(cartCountAtom);
  const member = useAtomValue(userInfoAtom);
  const { mutate } = useSWRConfig();
  const memberId = member?.id ?? null;
  return useCallback(
    (cart: CartView) => {
      setCartCount(cart.count);
      if (memberId) void mutate(drawerListKey('cart', memberId), cart, { revalidate: false });
    },
    [setCartCount, memberId, mutate],
  );
}
