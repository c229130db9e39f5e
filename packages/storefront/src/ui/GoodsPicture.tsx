import { Box, Image } from '@chakra-ui/react';

export interface GoodsPictureProps {
  /** The picture; none gives a grey square of the same size, so rows and tiles stay in line. */
  src: string | null | undefined;
  alt: string;
  /** Side in CSS pixels: the picture's intrinsic size, and its shown size unless `fill`. */
  size: number;
  /** Square, as wide as its box (a tile's picture) rather than `size` wide. Defaults to `false`. */
  fill?: boolean;
  /** Corner rounding. Defaults to `sm`. */
  rounded?: 'none' | 'sm' | 'md';
  /** Greyed out: the goods cannot be bought (sold out, off sale, no longer valid). Defaults to `false`. */
  dimmed?: boolean;
  /** How the browser loads it. Defaults to the browser's own (at once). */
  loading?: 'eager' | 'lazy';
}

/** A goods picture of fixed dimensions, cropped square; a grey square when the goods has none. */
export function GoodsPicture({
  src,
  alt,
  size,
  fill = false,
  rounded = 'sm',
  dimmed = false,
  loading,
}: GoodsPictureProps) {
  const box = fill
    ? ({ w: 'full', aspectRatio: '1' } as const)
    : ({ w: `${size}px`, h: `${size}px`, flexShrink: 0 } as const);
  const borderRadius = rounded === 'none' ? undefined : rounded;
  if (!src) return <Box {...box} bg="bg.muted" borderRadius={borderRadius} />;
  return (
    <Image
      src={src}
      alt={alt}
      htmlWidth={size}
      htmlHeight={size}
      {...box}
      objectFit="cover"
      borderRadius={borderRadius}
      filter={dimmed ? 'grayscale(1)' : undefined}
      loading={loading}
    />
  );
}
