import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCart, fetchCartCount } from '../../api/cart.ts';
import { cartCountAtom } from '../../state/cart-count.ts';
import { ERROR_TOAST_DURATION_MS, toaster } from '../../ui/toaster.ts';
import type { ToolbarServices } from './ToolbarServices.tsx';

/** What adding to the cart asks of the server. */
export type CartAdder = Pick<ToolbarServices, 'addToCart' | 'fetchCartCount'>;

const API_CART_ADDER: CartAdder = { addToCart, fetchCartCount };

/**
 * Adds units of a SKU to the cart (the drawers add 1, spec 02; the goods detail its quantity): a
 * success message and a fresh badge count, or the server's refusal as a warning (spec 01 section 8).
 * Answers the add function, which resolves to whether the goods went in, and the SKU being added.
 * `services` defaults to the buyer API; the drawers pass the toolbar's, so stories and tests fake them.
 */
export function useAddToCart(
  services: CartAdder = API_CART_ADDER,
): [add: (skuId: string, num?: number) => Promise<boolean>, adding: string | null] {
  const { t } = useTranslation('storefront');
  const setCartCount = useSetAtom(cartCountAtom);
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (skuId: string, num = 1) => {
    setAdding(skuId);
    try {
      const outcome = await services.addToCart(skuId, num);
      if (!outcome.ok) {
        toaster.create({
          type: 'warning',
          description: outcome.message,
          duration: ERROR_TOAST_DURATION_MS,
          closable: true,
        });
        return false;
      }
      toaster.create({ type: 'success', description: t('drawer.addedToCart') });
      setCartCount(await services.fetchCartCount());
      return true;
    } catch {
      // The request layer has shown the failure.
      return false;
    } finally {
      setAdding(null);
    }
  };
  return [add, adding];
}
