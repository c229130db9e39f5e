import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { useDrawerFormat } from './use-drawer-format.ts';
import { GoodsPicture } from '../../ui/GoodsPicture.tsx';

export interface DrawerGoodsItemProps {
  skuId: string;
  goodsId: string;
  /** The goods name: the link's text and the picture's alt text. */
  name: string;
  image: string | null;
  /** The price, in points. */
  points: number;
  /** At the end of the price's line: the quantity, or a button. Defaults to nothing. */
  priceAside?: ReactNode;
  /** Buttons on a line of their own under the price, at its end. Defaults to none. */
  actions?: ReactNode;
}

/**
 * A goods row of a drawer list (an `<li>`): its picture, its name linking to the goods detail,
 * its price, and what the drawer lets the member do with it.
 */
export function DrawerGoodsItem({
  skuId,
  goodsId,
  name,
  image,
  points,
  priceAside,
  actions,
}: DrawerGoodsItemProps) {
  const format = useDrawerFormat();
  return (
    <Flex as="li" gap="3" align="flex-start">
      <GoodsThumbnail src={image} alt={name} />
      <Stack gap="1" flex="1" minW="0">
        <ShellLink to={goodsDetailPath(skuId, goodsId)} fontSize="sm" lineClamp={2}>
          {name}
        </ShellLink>
        <Flex justify="space-between" align="center" gap="2">
          <Text fontSize="sm" color="price" fontWeight="medium">
            {format.points(points)}
          </Text>
          {priceAside}
        </Flex>
        {actions ? (
          <Flex justify="flex-end" gap="1">
            {actions}
          </Flex>
        ) : null}
      </Stack>
    </Flex>
  );
}

/** Size of goods pictures in the drawers. */
export const THUMBNAIL_PX = 56;

/** A goods picture of the drawers and order lists, `THUMBNAIL_PX` by default, loaded as it nears the view. */
export function GoodsThumbnail({
  src,
  alt,
  size = THUMBNAIL_PX,
}: {
  src: string | null;
  alt: string;
  size?: number;
}) {
  return <GoodsPicture src={src} alt={alt} size={size} loading="lazy" />;
}

/** The goods detail route of a SKU (spec 01 section 2.4). */
export function goodsDetailPath(skuId: string, goodsId: string): string {
  return `/goodsDetail?${new URLSearchParams({ skuId, goodsId })}`;
}
