import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BlockLink, type LinkOptions } from './BlockLink.tsx';
import { CARD_FRAME, LIFT_ON_HOVER } from './card-style.ts';
import { FixedImage, type FixedImageProps } from './FixedImage.tsx';
import { FOCUS_RING } from './focus-ring.ts';

/** Props of {@link PictureCard}. */
export interface PictureCardProps {
  /** Where the card goes; empty makes it plain content. */
  url: string | undefined;
  /** Plan or market to check before following the link, and tracking fields. */
  linkOptions?: LinkOptions;
  img: string;
  /** Names the card: the picture's alt text, so the text under it need not be read twice. */
  alt: string;
  imgWidth: number;
  imgHeight: number;
  /** Height of the whole card, in px: the picture and the text under it. */
  height: number;
  /** Style of the picture (greyed out, for an ended theme). */
  imageStyle?: Omit<FixedImageProps, 'src' | 'alt' | 'imgWidth' | 'imgHeight'>;
  /** Laid over the picture's corner: a status badge. */
  overlay?: ReactNode;
  /** The text under the picture. */
  children: ReactNode;
}

/**
 * A card of the selection blocks: one link with a picture on top and a few lines of text under it,
 * on a bordered surface that lifts on hover.
 */
export function PictureCard({
  url,
  linkOptions,
  img,
  alt,
  imgWidth,
  imgHeight,
  height,
  imageStyle,
  overlay,
  children,
}: PictureCardProps) {
  return (
    <BlockLink
      url={url}
      linkOptions={linkOptions}
      display="flex"
      flexDirection="column"
      w="100%"
      h={`${height}px`}
      {...CARD_FRAME}
      overflow="hidden"
      color="fg"
      {...LIFT_ON_HOVER}
      _focusVisible={FOCUS_RING}
    >
      <Box position="relative" h={`${imgHeight}px`} flexShrink={0} bg="bg.muted">
        <FixedImage src={img} alt={alt} imgWidth={imgWidth} imgHeight={imgHeight} {...imageStyle} />
        {overlay}
      </Box>
      {children}
    </BlockLink>
  );
}
