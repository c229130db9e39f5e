import { Button, Text } from '@chakra-ui/react';
import type { CartView } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartCountAtom } from '../../state/cart-count.ts';
import { toaster } from '../../ui/toaster.ts';
import { DrawerGoodsItem } from './DrawerGoodsItem.tsx';
import { DrawerList, useMemberList } from './DrawerList.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';

/** Units in a cart: what the badge counts. */
export function cartUnits(cart: CartView): number {
  return cart.skuList.reduce((sum, line) => sum + line.num, 0);
}

/** The cart drawer's body: the member's cart lines with delete; the badge follows the list. */
export function CartLines() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const setCartCount = useSetAtom(cartCountAtom);
  // The badge follows whatever the cart list says.
  const cart = useMemberList('cart', () => services.fetchCart(), {
    onSuccess: (loaded) => setCartCount(cartUnits(loaded)),
  });
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (skuId: string) => {
    setRemoving(skuId);
    try {
      await services.removeFromCart([skuId]);
      toaster.create({ type: 'success', description: t('drawer.cart.removed') });
      await cart.mutate();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <DrawerList
      list={cart}
      rowsOf={(loaded) => loaded.skuList}
      emptyText={t('drawer.cart.empty')}
      summary={(loaded) => t('drawer.cart.total', { count: cartUnits(loaded) })}
      renderRow={({ goodsSku, num, purchasePrice }) => (
        <DrawerGoodsItem
          key={goodsSku.id}
          skuId={goodsSku.id}
          goodsId={goodsSku.goodsId}
          name={goodsSku.goodsName}
          image={goodsSku.thumbnail}
          points={purchasePrice}
          priceAside={
            <Text fontSize="xs" color="fg.muted">
              {t('drawer.cart.quantity', { num })}
            </Text>
          }
          actions={
            <Button
              size="2xs"
              variant="ghost"
              aria-label={t('drawer.cart.removeItem', { name: goodsSku.goodsName })}
              loading={removing === goodsSku.id}
              onClick={() => void remove(goodsSku.id)}
            >
              {t('drawer.cart.remove')}
            </Button>
          }
        />
      )}
    />
  );
}
