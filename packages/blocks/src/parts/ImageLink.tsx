import { Image, type ImageProps } from '@chakra-ui/react';
import { BlockLink, type BlockLinkProps } from './BlockLink.tsx';

/** Props of {@link ImageLink}. */
export interface ImageLinkProps extends Omit<BlockLinkProps, 'children'> {
  src: string;
  /** Alternative text; required so every picture says what it shows. */
  alt: string;
  /** Intrinsic width in px (reserves the space before the picture loads). */
  imgWidth: number;
  /** Intrinsic height in px. */
  imgHeight: number;
  /** `eager` for above-the-fold pictures (the first carousel slide). Defaults to `lazy`. */
  loading?: 'lazy' | 'eager';
  /** How the picture fills its box. Defaults to `cover`. */
  fit?: ImageProps['fit'];
}

/** A picture with fixed dimensions and alt text that opens its link through the link opener. */
export function ImageLink({
  src,
  alt,
  imgWidth,
  imgHeight,
  loading = 'lazy',
  fit = 'cover',
  ...linkProps
}: ImageLinkProps) {
  return (
    <BlockLink display="block" {...linkProps}>
      <Image
        src={src}
        alt={alt}
        htmlWidth={imgWidth}
        htmlHeight={imgHeight}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        display="block"
        w="100%"
        h="100%"
        fit={fit}
      />
    </BlockLink>
  );
}
