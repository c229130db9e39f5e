import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GoodsThumbnail } from '../../shell/drawers/DrawerGoodsItem.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';

/** Size of a goods picture in an order list. */
const LIST_PICTURE_PX = 72;
/** Size of a goods picture in an order's detail. */
const DETAIL_PICTURE_PX = 80;

export interface OrderGoodsRowProps {
  name: string;
  image: string | null;
  /** Where the name leads: the goods' detail. */
  to: string;
  /** The link's accessible name, where the name alone would not say enough. Defaults to the name. */
  linkLabel?: string;
  /** The units ordered, as shown at the row's end. */
  unitsText: string;
  /** `list` in an order card, `detail` (a larger picture and name) in an order's detail. Defaults to `list`. */
  variant?: 'list' | 'detail';
  /** After the units (the goods' review button). Defaults to none. */
  children?: ReactNode;
}

/** One goods of an order (an `<li>`): picture, name linking to the goods, and the units. */
export function OrderGoodsRow({
  name,
  image,
  to,
  linkLabel,
  unitsText,
  variant = 'list',
  children,
}: OrderGoodsRowProps) {
  const inList = variant === 'list';
  return (
    <Flex as="li" gap={inList ? '3' : '4'} align="center" listStyleType="none">
      <GoodsThumbnail src={image} alt={name} size={inList ? LIST_PICTURE_PX : DETAIL_PICTURE_PX} />
      <ShellLink to={to} aria-label={linkLabel} fontSize={inList ? 'sm' : undefined} lineClamp={2} flex="1">
        {name}
      </ShellLink>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {unitsText}
      </Text>
      {children}
    </Flex>
  );
}
