import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FixedImage } from './FixedImage.tsx';

/** A hot zone's rectangle, in percent of the picture. */
export interface HotZoneRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Style props that place a zone over the picture by its percentages. */
export const hotZoneBox = (zone: HotZoneRect) =>
  ({
    position: 'absolute',
    left: `${zone.x}%`,
    top: `${zone.y}%`,
    width: `${zone.width}%`,
    height: `${zone.height}%`,
  }) as const;

/** The focus ring of a zone: drawn inside it, since a zone may touch the picture's edge. */
export const HOT_ZONE_FOCUS_RING = {
  outline: '3px solid',
  outlineColor: 'brand.solid',
  outlineOffset: '-3px',
} as const;

/** Props of {@link HotZonesPicture}. */
export interface HotZonesPictureProps {
  src: string;
  alt: string;
  /** Intrinsic width in px; with the height it fixes the aspect ratio the zones are laid on. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** The zones, each placed with {@link hotZoneBox}. */
  children: ReactNode;
}

/**
 * A picture scaled to the width it is given, keeping its aspect ratio, with the zones laid over it:
 * the zones are positioned in percent, so they follow the picture at any width.
 */
export function HotZonesPicture({ src, alt, width, height, children }: HotZonesPictureProps) {
  return (
    <Box position="relative" w="100%" style={{ aspectRatio: `${width} / ${height}` }}>
      <FixedImage src={src} alt={alt} imgWidth={width} imgHeight={height} />
      {children}
    </Box>
  );
}
