import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../ShellLink.tsx';
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

export interface FootprintsDrawerProps {
  open: boolean;
  onClose: () => void;
  persistentElements?: (() => Element | null)[];
}

/** The footprints drawer: the 20 goods the member viewed last, with add to cart. */
export function FootprintsDrawer({ open, onClose, persistentElements }: FootprintsDrawerProps) {
  const { t } = useTranslation('storefront');
  return (
    <ToolbarDrawer
      open={open}
      onClose={onClose}
      title={t('drawer.footprints.title')}
      persistentElements={persistentElements}
      footer={<DrawerFooterLink to="/home/MyTracks">{t('drawer.footprints.viewAll')}</DrawerFooterLink>}
    >
      <ViewedGoods />
    </ToolbarDrawer>
  );
}

function ViewedGoods() {
  const { t } = useTranslation('storefront');
  const services = useToolbarServices();
  const format = useDrawerFormat();
  const footprints = useMemberList('footprints', () =>
    services.fetchFootprints({ pageNumber: 1, pageSize: DRAWER_LIST_SIZES.footprints }),
  );
  const [addToCart, adding] = useAddToCart();

  const list = footprints.data ?? [];
  if (!footprints.data || list.length === 0) {
    return (
      <DrawerListStatus
        loaded={footprints.data !== undefined}
        failed={footprints.error !== undefined}
        empty={list.length === 0}
        emptyText={t('drawer.footprints.empty')}
        onRetry={() => void footprints.mutate()}
      />
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {list.map((footprint) => {
        const href = goodsDetailPath(footprint.skuId, footprint.goodsId);
        return (
          <Flex as="li" key={footprint.id} gap="3" align="flex-start">
            <GoodsThumbnail src={footprint.thumbnail} alt={footprint.goodsName} />
            <Stack gap="1" flex="1" minW="0">
              <ShellLink to={href} fontSize="sm" lineClamp={2}>
                {footprint.goodsName}
              </ShellLink>
              <Flex justify="space-between" align="center" gap="2">
                <Text fontSize="sm" color="price" fontWeight="medium">
                  {format.points(footprint.price)}
                </Text>
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={t('drawer.addToCartItem', { name: footprint.goodsName })}
                  loading={adding === footprint.skuId}
                  onClick={() => void addToCart(footprint.skuId)}
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
