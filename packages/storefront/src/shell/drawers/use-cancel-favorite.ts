import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelFavorite } from '../../api/favorites.ts';
import { toaster } from '../../ui/toaster.ts';

/**
 * Cancels a favourite and says so ('已取消收藏'), then refreshes the list that showed it. Answers the
 * cancel function and the SKU being cancelled, if any. `cancel` defaults to the buyer API; the
 * drawer passes the toolbar's, so stories and tests fake it.
 */
export function useCancelFavorite(
  refresh: () => unknown,
  cancel: (skuId: string) => Promise<void> = cancelFavorite,
): [cancel: (skuId: string) => Promise<void>, cancelling: string | null] {
  const { t } = useTranslation('storefront');
  const [cancelling, setCancelling] = useState<string | null>(null);
  const run = async (skuId: string) => {
    setCancelling(skuId);
    try {
      await cancel(skuId);
      toaster.create({ type: 'success', description: t('drawer.favorites.cancelled') });
      await refresh();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setCancelling(null);
    }
  };
  return [run, cancelling];
}
