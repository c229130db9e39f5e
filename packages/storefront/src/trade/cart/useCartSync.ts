import type { CartView } from '@mall/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { cartCountAtom } from '../../state/cart-count.ts';
import { userInfoAtom } from '../../state/session.ts';

/**
 * The swr key the toolbar's cart drawer keeps its list under (shell/drawers `useMemberList('cart')`).
 * Written here rather than imported because the shell does not export it; keep the two in step.
 */
export function drawerCartKey(memberId: string): readonly [string, string, string] {
  return ['toolbar-drawer', 'cart', memberId];
}

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
      if (memberId) void mutate(drawerCartKey(memberId), cart, { revalidate: false });
    },
    [setCartCount, memberId, mutate],
  );
}
