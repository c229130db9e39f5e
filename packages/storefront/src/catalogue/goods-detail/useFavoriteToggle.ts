import type { CollectionInfo } from '@mall/schemas';
import { useState } from 'react';
import useSWR from 'swr';
import { cancelFavorite } from '../../api/favorites.ts';
import { addFavorite, fetchCollectionInfo } from '../../api/goods-detail.ts';
import { toaster } from '../../ui/toaster.ts';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

export interface FavoriteToggle {
  /** Whether the member favourited the SKU and how many did; absent while loading. */
  info: CollectionInfo | undefined;
  busy: boolean;
  /** Favourites the SKU, or cancels its favourite, and says which happened. */
  toggle: () => Promise<void>;
}

/** The detail page's favourite button: its state from the server, flipped on a click. */
export function useFavoriteToggle(skuId: string): FavoriteToggle {
  const { t } = useGoodsDetailStrings();
  const collection = useSWR(['collection-info', skuId], () => fetchCollectionInfo(skuId));
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    const favorited = collection.data?.isCollection ?? false;
    setBusy(true);
    try {
      if (favorited) await cancelFavorite(skuId);
      else await addFavorite(skuId);
      toaster.create({
        type: 'success',
        // The same words as cancelling in the favourites drawer and page.
        description: t(favorited ? 'drawer.favorites.cancelled' : 'detail.favoriteAdded'),
      });
    } catch {
      // The request layer has shown the server's message ('Unable to duplicate favorites').
    } finally {
      // Either way, show what the server now holds.
      await collection.mutate();
      setBusy(false);
    }
  };

  return { info: collection.data, busy, toggle };
}
