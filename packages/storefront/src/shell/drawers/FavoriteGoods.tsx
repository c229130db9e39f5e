import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DRAWER_LIST_SIZES } from '../toolbar-layout.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { DrawerGoodsItem } from './DrawerGoodsItem.tsx';
import { DrawerList, useMemberList } from './DrawerList.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';
import { useAddToCart } from './use-add-to-cart.ts';
import { useCancelFavorite } from './use-cancel-favorite.ts';

/** The favourites drawer's body: the member's 10 newest favourite goods, with cancel and add to cart. */
export function FavoriteGoods() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const favorites = useMemberList('favorites', () =>
    services.fetchFavorites({ pageNumber: 1, pageSize: DRAWER_LIST_SIZES.favorites }),
  );
  const [addToCart, adding] = useAddToCart(services);
  const [cancel, cancelling] = useCancelFavorite(() => favorites.mutate(), services.cancelFavorite);

  return (
    <DrawerList
      list={favorites}
      rowsOf={(page) => page.records}
      emptyText={t('drawer.favorites.empty')}
      renderRow={(favorite) => (
        <DrawerGoodsItem
          key={favorite.skuId}
          skuId={favorite.skuId}
          goodsId={favorite.goodsId}
          name={favorite.goodsName}
          image={favorite.image}
          points={favorite.price}
          actions={
            <>
              <Button
                size="2xs"
                variant="ghost"
                aria-label={t('drawer.favorites.cancelItem', { name: favorite.goodsName })}
                loading={cancelling === favorite.skuId}
                onClick={() => void cancel(favorite.skuId)}
              >
                {t('drawer.favorites.cancel')}
              </Button>
              <AddToCartButton
                name={favorite.goodsName}
                adding={adding === favorite.skuId}
                onAdd={() => void addToCart(favorite.skuId)}
              />
            </>
          }
        />
      )}
    />
  );
}
