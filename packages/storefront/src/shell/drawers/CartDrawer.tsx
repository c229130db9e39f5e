import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { CartList } from '@mall/schemas';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartCountAtom } from '../../state/cart-count.ts';
import { ShellLink } from '../ShellLink.tsx';
import { toaster } from '../toaster.ts';
import {
  DrawerFooterLink,
  DrawerListStatus,
  GoodsThumbnail,
  goodsDetailPath,
  ToolbarDrawer,
  useMemberList,
} from './ToolbarDrawer.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';
import { useDrawerFormat } from './use-drawer-format.ts';

/** Units in a cart: what the badge counts. */
export function cartUnits(cart: CartList): number {
  return cart.skuList.reduce((sum, line) => sum + line.num, 0);
}

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  persistentElements?: (() => Element | null)[];
}

/** The cart drawer: the member's cart lines with delete, and the way to the cart page. */
export function CartDrawer({ open, onClose, persistentElements }: CartDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      open={open}
      onClose={onClose}
      title={t('drawer.cart.title')}
      persistentElements={persistentElements}
      footer={<DrawerFooterLink to="/cart">{t('drawer.cart.goToCart')}</DrawerFooterLink>}
    >
      <CartLines />
    </ToolbarDrawer>
  );
}

function CartLines() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const format = useDrawerFormat();
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

  const lines = cart.data?.skuList ?? [];
  const status = (
    <DrawerListStatus
      loaded={cart.data !== undefined}
      failed={cart.error !== undefined}
      empty={lines.length === 0}
      emptyText={t('drawer.cart.empty')}
      onRetry={() => void cart.mutate()}
    />
  );
  if (!cart.data || lines.length === 0) return status;
  return (
    <Stack gap="3">
      <Text fontSize="xs" color="fg.muted">
        {t('drawer.cart.total', { count: cartUnits(cart.data) })}
      </Text>
      <Stack as="ul" listStyleType="none" gap="3">
        {lines.map(({ goodsSku, num, purchasePrice }) => {
          const href = goodsDetailPath(goodsSku.id, goodsSku.goodsId);
          return (
            <Flex as="li" key={goodsSku.id} gap="3" align="flex-start">
              <GoodsThumbnail src={goodsSku.thumbnail} alt={goodsSku.goodsName} />
              <Stack gap="1" flex="1" minW="0">
                <ShellLink to={href} fontSize="sm" lineClamp={2}>
                  {goodsSku.goodsName}
                </ShellLink>
                <Flex justify="space-between" align="center" gap="2">
                  <Text fontSize="sm" color="price" fontWeight="medium">
                    {format.points(purchasePrice)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('drawer.cart.quantity', { num })}
                  </Text>
                </Flex>
                <Button
                  alignSelf="flex-end"
                  size="2xs"
                  variant="ghost"
                  aria-label={t('drawer.cart.removeItem', { name: goodsSku.goodsName })}
                  loading={removing === goodsSku.id}
                  onClick={() => void remove(goodsSku.id)}
                >
                  {t('drawer.cart.remove')}
                </Button>
              </Stack>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
