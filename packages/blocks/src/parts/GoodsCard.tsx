import { Box, Flex, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Goods } from '@mall/schemas';
import type { ReactNode } from 'react';
import { BlockLink, type LinkOptions } from './BlockLink.tsx';
import { GoodsPrices } from './GoodsPrices.tsx';
import { GOODS_CARD_HEIGHT } from './layout.ts';

/** Side of the square goods picture, in px. */
export const GOODS_IMAGE_SIZE = 160;

/** Props of {@link GoodsCard}. */
export interface GoodsCardProps {
  goods: Goods;
  /** Where the picture and name lead (the goods detail). */
  url: string;
  linkOptions?: LinkOptions;
  /** Extra row under the price (flash buy: sold count and 'go buy'). */
  footer?: ReactNode;
}

/**
 * One goods item: picture, name, price in its unit (the enterprise's points wording by default) and
 * market price struck through.
 */
export function GoodsCard({ goods, url, linkOptions, footer }: GoodsCardProps) {
  const picture = goods.productImages?.[0];

  return (
    <Flex
      as="article"
      direction="column"
      h={`${GOODS_CARD_HEIGHT}px`}
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      p="3"
      gap="2"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
      overflow="hidden"
    >
      <BlockLink url={url} linkOptions={linkOptions} display="flex" flexDirection="column" gap="2" color="fg">
        <Box
          w={`${GOODS_IMAGE_SIZE}px`}
          h={`${GOODS_IMAGE_SIZE}px`}
          mx="auto"
          bg="bg.muted"
          borderRadius="sm"
        >
          {picture ? (
            <Image
              src={picture}
              alt={goods.productName}
              htmlWidth={GOODS_IMAGE_SIZE}
              htmlHeight={GOODS_IMAGE_SIZE}
              loading="lazy"
              w="100%"
              h="100%"
              fit="contain"
            />
          ) : (
            <VisuallyHidden>{goods.productName}</VisuallyHidden>
          )}
        </Box>
        {/* The picture's alt already names the link; the visible name is for sighted users. */}
        <Text fontSize="sm" lineClamp={2} minH="2.5em" aria-hidden={picture ? true : undefined}>
          {goods.productName}
        </Text>
      </BlockLink>
      <GoodsPrices goods={goods} />
      {footer}
    </Flex>
  );
}
