import { BlockLink, type BlockLinkProps } from './BlockLink.tsx';
import { FixedImage, type FixedImageProps } from './FixedImage.tsx';

/** Props of {@link ImageLink}: the link's, and the picture's source, alt text, size, loading and fit. */
export interface ImageLinkProps
  extends Omit<BlockLinkProps, 'children'>,
    Pick<FixedImageProps, 'src' | 'alt' | 'imgWidth' | 'imgHeight' | 'loading' | 'fit'> {}

/** A picture with fixed dimensions and alt text that opens its link through the link opener. */
export function ImageLink({ src, alt, imgWidth, imgHeight, loading, fit, ...linkProps }: ImageLinkProps) {
  return (
    <BlockLink display="block" {...linkProps}>
      <FixedImage src={src} alt={alt} imgWidth={imgWidth} imgHeight={imgHeight} loading={loading} fit={fit} />
    </BlockLink>
  );
}
