import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../ShellLink.tsx';
import { toaster } from '../toaster.ts';
import { DRAWER_LIST_SIZES } from '../toolbar-layout.ts';
import {
  DrawerFooterLink,
  DrawerListStatus,
  GoodsThumbnail,
  goodsDetailPath,
  ToolbarDrawer,
  useMemberList,
} from './ToolbarDrawer.tsx';
import { useToolbarServices } from './ToolbarServices.tsx';
import { useAddToCart } from './use-add-to-cart.ts';
import { useDrawerFormat } from './use-drawer-format.ts';

export interface FavoritesDrawerProps {
  open: boolean;
  onClose: () => void;
  persistentElements?: (() => Element | null)[];
}

/** The favourites drawer: the member's 10 newest favourite goods, with cancel and add to cart. */
export function FavoritesDrawer({ open, onClose, persistentElements }: FavoritesDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      open={open}
      onClose={onClose}
      title={t('drawer.favorites.title')}
      persistentElements={persistentElements}
      footer={<DrawerFooterLink to="/home/Favorites">{t('drawer.favorites.viewAll')}</DrawerFooterLink>}
    >
      <FavoriteGoods />
    </ToolbarDrawer>
  );
}

function FavoriteGoods() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const format = useDrawerFormat();
  const favorites = useMemberList('favorites', () =>
    services.fetchFavorites({ pageNumber: 1, pageSize: DRAWER_LIST_SIZES.favorites }),
  );
  const [addToCart, adding] = useAddToCart();
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (skuId: string) => {
    setCancelling(skuId);
    try {
      await services.cancelFavorite(skuId);
      toaster.create({ type: 'success', description: t('drawer.favorites.cancelled') });
      await favorites.mutate();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setCancelling(null);
    }
  };

  const records = favorites.data?.records ?? [];
  if (!favorites.data || records.length === 0) {
    return (
      <DrawerListStatus
        loaded={favorites.data !== undefined}
        failed={favorites.error !== undefined}
        empty={records.length === 0}
        emptyText={t('drawer.favorites.empty')}
        onRetry={() => void favorites.mutate()}
      />
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {records.map((favorite) => {
        const href = goodsDetailPath(favorite.skuId, favorite.goodsId);
        return (
          <Flex as="li" key={favorite.skuId} gap="3" align="flex-start">
            <GoodsThumbnail src={favorite.image} alt={favorite.goodsName} />
            <Stack gap="1" flex="1" minW="0">
              <ShellLink to={href} fontSize="sm" lineClamp={2}>
                {favorite.goodsName}
              </ShellLink>
              <Text fontSize="sm" color="price" fontWeight="medium">
                {format.points(favorite.price)}
              </Text>
              <Flex justify="flex-end" gap="1">
                <Button
                  size="2xs"
                  variant="ghost"
                  aria-label={t('drawer.favorites.cancelItem', { name: favorite.goodsName })}
                  loading={cancelling === favorite.skuId}
                  onClick={() => void cancel(favorite.skuId)}
                >
                  {t('drawer.favorites.cancel')}
                </Button>
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={t('drawer.addToCartItem', { name: favorite.goodsName })}
                  loading={adding === favorite.skuId}
                  onClick={() => void addToCart(favorite.skuId)}
                >
                  {t('drawer.addToCart')}
                </Button>
              </Flex>
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}
