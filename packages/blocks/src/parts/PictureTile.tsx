import { Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BlockLink, type BlockLinkProps } from './BlockLink.tsx';
import { FixedImage, type FixedImageProps } from './FixedImage.tsx';

/** Props of {@link PictureTile}. */
export interface PictureTileProps extends Omit<BlockLinkProps, 'children'> {
  img: string;
  /** Names the tile: the picture's alt text, and the line under it. */
  name: string;
  /** Side of the square picture, in px. */
  pictureSize: number;
  /** Style of the picture: its corners, `contain` for a logo. */
  pictureStyle?: Omit<FixedImageProps, 'src' | 'alt' | 'imgWidth' | 'imgHeight'>;
  /** Style of the name line. Defaults to small text on a 20 px line. */
  nameStyle?: TextProps;
  /** Shown under the name: a description. */
  children?: ReactNode;
}

/**
 * A link of a square picture over its name, centred: the entries of the application, category and
 * quick-link blocks. The picture's alt text names the link, so the name line is hidden from assistive
 * technology rather than read twice. The other props style the link: its box, gaps, hover and focus.
 */
export function PictureTile({
  img,
  name,
  pictureSize,
  pictureStyle,
  nameStyle,
  children,
  ...linkProps
}: PictureTileProps) {
  return (
    <BlockLink
      display="flex"
      flexDirection="column"
      alignItems="center"
      color="fg"
      textAlign="center"
      {...linkProps}
    >
      <FixedImage
        src={img}
        alt={name}
        imgWidth={pictureSize}
        imgHeight={pictureSize}
        w={`${pictureSize}px`}
        h={`${pictureSize}px`}
        flexShrink={0}
        {...pictureStyle}
      />
      <Text fontSize="sm" lineHeight="20px" lineClamp={1} aria-hidden="true" {...nameStyle}>
        {name}
      </Text>
      {children}
    </BlockLink>
  );
}
