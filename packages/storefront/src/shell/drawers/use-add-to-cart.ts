import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartCountAtom } from '../../state/cart-count.ts';
import { ERROR_TOAST_DURATION_MS, toaster } from '../toaster.ts';
import { useToolbarServices } from './ToolbarServices.tsx';

/**
 * Adds one unit of a SKU to the cart from a drawer (spec 02: the drawers add with num 1): a success
 * message and a fresh badge count, or the server's refusal as a warning (spec 01 section 8).
 * Answers the add function and the SKU being added, if any.
 */
export function useAddToCart(): [add: (skuId: string) => Promise<void>, adding: string | null] {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const setCartCount = useSetAtom(cartCountAtom);
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (skuId: string) => {
    setAdding(skuId);
    try {
      const outcome = await services.addToCart(skuId, 1);
      if (!outcome.ok) {
        toaster.create({
          type: 'warning',
          description: outcome.message,
          duration: ERROR_TOAST_DURATION_MS,
          closable: true,
        });
        return;
      }
      toaster.create({ type: 'success', description: t('drawer.addedToCart') });
      setCartCount(await services.fetchCartCount());
    } catch {
      // The request layer has shown the failure.
    } finally {
      setAdding(null);
    }
  };
  return [add, adding];
}
