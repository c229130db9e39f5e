import { Image, type ImageProps } from '@chakra-ui/react';

/** Props of {@link FixedImage}. */
export interface FixedImageProps extends Omit<ImageProps, 'src' | 'alt' | 'loading' | 'fit'> {
  src: string;
  /** Alternative text; required so every picture says what it shows (`''` for a decorative one). */
  alt: string;
  /** Intrinsic width in px: reserves the picture's space before it loads. */
  imgWidth: number;
  /** Intrinsic height in px. */
  imgHeight: number;
  /** `eager` for a first-screen picture, which is then fetched first too. Defaults to `lazy`. */
  loading?: 'lazy' | 'eager';
  /** How the picture fills its box. Defaults to `cover`. */
  fit?: ImageProps['fit'];
}

/**
 * A block's picture: fixed intrinsic size and alt text, loaded lazily unless it is on the first screen,
 * filling its box (`cover`). Style props override the fill: a logo's own size, `contain`, a filter.
 */
export function FixedImage({
  src,
  alt,
  imgWidth,
  imgHeight,
  loading = 'lazy',
  fit = 'cover',
  ...imageProps
}: FixedImageProps) {
  return (
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
      {...imageProps}
    />
  );
}
