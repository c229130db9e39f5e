import { Box, Image, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import type { Goods } from '@mall/schemas';

/** Props of {@link GoodsPicture}. */
export interface GoodsPictureProps extends BoxProps {
  goods: Goods;
  /** Side of the square, in px. */
  side: number;
  /**
   * Whether a goods item without a picture names itself to screen readers in the empty square, for a
   * link the picture alone would otherwise leave nameless. Defaults to `true`.
   */
  namesLink?: boolean;
}

/**
 * A goods item's first picture in a grey square of fixed size, the goods' name as its alt text,
 * loaded lazily and fitted whole. Every goods card, row and ranking shows its picture through it.
 */
export function GoodsPicture({ goods, side, namesLink = true, ...boxProps }: GoodsPictureProps) {
  const picture = goods.productImages?.[0];
  return (
    <Box boxSize={`${side}px`} bg="bg.muted" borderRadius="sm" overflow="hidden" {...boxProps}>
      {picture ? (
        <Image
          src={picture}
          alt={goods.productName}
          htmlWidth={side}
          htmlHeight={side}
          loading="lazy"
          w="100%"
          h="100%"
          fit="contain"
        />
      ) : namesLink ? (
        <VisuallyHidden>{goods.productName}</VisuallyHidden>
      ) : null}
    </Box>
  );
}
