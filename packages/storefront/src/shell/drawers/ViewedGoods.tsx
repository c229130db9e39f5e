import { useTranslation } from 'react-i18next';
import { DRAWER_LIST_SIZES } from '../toolbar-layout.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { DrawerGoodsItem } from './DrawerGoodsItem.tsx';
import { DrawerList, useMemberList } from './DrawerList.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

/** The footprints drawer's body: the 20 goods the member viewed last, with add to cart. */
export function ViewedGoods() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const footprints = useMemberList('footprints', () =>
    services.fetchFootprints({ pageNumber: 1, pageSize: DRAWER_LIST_SIZES.footprints }),
  );
  const [addToCart, adding] = useAddToCart(services);

  return (
    <DrawerList
      list={footprints}
      rowsOf={(list) => list}
      emptyText={t('drawer.footprints.empty')}
      renderRow={(footprint) => (
        <DrawerGoodsItem
          key={footprint.id}
          skuId={footprint.skuId}
          goodsId={footprint.goodsId}
          name={footprint.goodsName}
          image={footprint.thumbnail}
          points={footprint.price}
          priceAside={
            <AddToCartButton
              name={footprint.goodsName}
              adding={adding === footprint.skuId}
              onAdd={() => void addToCart(footprint.skuId)}
            />
          }
        />
      )}
    />
  );
}
