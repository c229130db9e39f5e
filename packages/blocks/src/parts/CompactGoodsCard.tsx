import { Box, Flex, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Goods } from '@mall/schemas';
import { BlockLink, type LinkOptions } from './BlockLink.tsx';
import { GoodsPrices } from './GoodsPrices.tsx';

/** Side of the square goods picture of a compact card, in px. */
export const COMPACT_GOODS_IMAGE_SIZE = 180;

/** Props of {@link CompactGoodsCard}. */
export interface CompactGoodsCardProps {
  goods: Goods;
  /** Where the picture and name lead (the goods detail). */
  url: string;
  linkOptions?: LinkOptions;
  /** Height of the card in px; the content is centred in it. At least 260 fits picture, name and price. */
  height: number;
}

/**
 * A goods item for dense grids (floors, beside a feature picture): a 180x180 picture, the name on one
 * line and the price in its unit (the enterprise's points wording by default) with the market price
 * struck through beside it.
 */
export function CompactGoodsCard({ goods, url, linkOptions, height }: CompactGoodsCardProps) {
  const picture = goods.productImages?.[0];

  return (
    <Flex
      as="article"
      direction="column"
      justify="center"
      h={`${height}px`}
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      px="3"
      gap="1"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
      overflow="hidden"
    >
      <BlockLink url={url} linkOptions={linkOptions} display="flex" flexDirection="column" gap="2" color="fg">
        <Box
          w={`${COMPACT_GOODS_IMAGE_SIZE}px`}
          h={`${COMPACT_GOODS_IMAGE_SIZE}px`}
          maxW="100%"
          mx="auto"
          bg="bg.muted"
          borderRadius="sm"
        >
          {picture ? (
            <Image
              src={picture}
              alt={goods.productName}
              htmlWidth={COMPACT_GOODS_IMAGE_SIZE}
              htmlHeight={COMPACT_GOODS_IMAGE_SIZE}
              loading="lazy"
              w="100%"
              h="100%"
              fit="contain"
            />
          ) : (
            <VisuallyHidden>{goods.productName}</VisuallyHidden>
          )}
        </Box>
        {/* The picture's alt already names the link; the one-line name (whole on hover) is for sighted users. */}
        <Text
          fontSize="sm"
          lineHeight="20px"
          lineClamp={1}
          title={goods.productName}
          aria-hidden={picture ? true : undefined}
        >
          {goods.productName}
        </Text>
      </BlockLink>
      <GoodsPrices goods={goods} priceSize="md" oneLine h="24px" lineHeight="24px" overflow="hidden" />
    </Flex>
  );
}
