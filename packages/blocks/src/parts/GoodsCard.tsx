import { Flex, Text, type BoxProps, type FlexProps, type TextProps } from '@chakra-ui/react';
import type { Goods } from '@mall/schemas';
import type { ReactNode } from 'react';
import { BlockLink, type LinkOptions } from './BlockLink.tsx';
import { CARD_FRAME, LIFT_ON_HOVER } from './card-style.ts';
import { GoodsPicture } from './GoodsPicture.tsx';
import { GoodsPrices, type GoodsPricesProps } from './GoodsPrices.tsx';
import { GOODS_CARD_HEIGHT } from './layout.ts';

/** Side of the square goods picture, in px. */
export const GOODS_IMAGE_SIZE = 160;

/** Side of the square goods picture of a compact card, in px. */
export const COMPACT_GOODS_IMAGE_SIZE = 180;

/** Props of {@link GoodsCard}. */
export interface GoodsCardProps {
  goods: Goods;
  /** Where the picture and name lead (the goods detail). */
  url: string;
  linkOptions?: LinkOptions;
  /** Extra row under the price (flash buy: sold count and 'go buy'). */
  footer?: ReactNode;
  /**
   * Makes it a compact card of this height in px, for dense grids (floors, beside a feature picture):
   * a 180x180 picture, the name on one line and both prices on one line, centred in the card. At least
   * 260 fits them. Without it, the 300 px card with a 160 px picture and a two-line name.
   */
  compactHeight?: number;
}

/** How the two cards differ: the frame, the picture, the name and the prices. */
interface CardLook {
  frame: FlexProps;
  pictureSide: number;
  picture?: BoxProps;
  name: (goods: Goods) => TextProps;
  prices?: Omit<GoodsPricesProps, 'goods'>;
}

const REGULAR: CardLook = {
  frame: { p: '3', gap: '2' },
  pictureSide: GOODS_IMAGE_SIZE,
  name: () => ({ lineClamp: 2, minH: '2.5em' }),
};

const COMPACT: CardLook = {
  frame: { justify: 'center', px: '3', gap: '1' },
  pictureSide: COMPACT_GOODS_IMAGE_SIZE,
  picture: { maxW: '100%' },
  // One line of name; the whole name shows on hover.
  name: (goods) => ({ lineHeight: '20px', lineClamp: 1, title: goods.productName }),
  prices: { priceSize: 'md', oneLine: true, h: '24px', lineHeight: '24px', overflow: 'hidden' },
};

/**
 * One goods item: picture, name, price in its unit (the enterprise's points wording by default) and
 * market price struck through.
 */
export function GoodsCard({ goods, url, linkOptions, footer, compactHeight }: GoodsCardProps) {
  const look = compactHeight === undefined ? REGULAR : COMPACT;

  return (
    <Flex
      as="article"
      direction="column"
      h={`${compactHeight ?? GOODS_CARD_HEIGHT}px`}
      {...CARD_FRAME}
      {...LIFT_ON_HOVER}
      overflow="hidden"
      {...look.frame}
    >
      <BlockLink url={url} linkOptions={linkOptions} display="flex" flexDirection="column" gap="2" color="fg">
        <GoodsPicture goods={goods} side={look.pictureSide} mx="auto" {...look.picture} />
        {/* The picture's alt already names the link; the visible name is for sighted users. */}
        <Text fontSize="sm" aria-hidden={goods.productImages?.[0] ? true : undefined} {...look.name(goods)}>
          {goods.productName}
        </Text>
      </BlockLink>
      <GoodsPrices goods={goods} {...look.prices} />
      {footer}
    </Flex>
  );
}
