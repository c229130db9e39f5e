import { Image, type ImageProps } from '@chakra-ui/react';

/** Width of a brand logo, in px. */
export const BRAND_LOGO_WIDTH = 160;

/** Height of a brand logo, in px. */
export const BRAND_LOGO_HEIGHT = 80;

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps extends ImageProps {
  /** The logo's address. */
  src: string;
  /** The brand's name, the logo's alt text. */
  alt: string;
}

/** A brand's 160x80 logo, fitted whole and loaded lazily; it shrinks with a narrow cell. */
export function BrandLogo(props: BrandLogoProps) {
  return (
    <Image
      htmlWidth={BRAND_LOGO_WIDTH}
      htmlHeight={BRAND_LOGO_HEIGHT}
      loading="lazy"
      w={`${BRAND_LOGO_WIDTH}px`}
      maxW="100%"
      h={`${BRAND_LOGO_HEIGHT}px`}
      fit="contain"
      {...props}
    />
  );
}
