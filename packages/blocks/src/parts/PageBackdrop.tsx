import { Box } from '@chakra-ui/react';
import type { CSSProperties } from 'react';

/** Props of {@link PageBackdrop}. */
export interface PageBackdropProps {
  /** Plain colour (under the picture, when there is one). */
  color?: string | undefined;
  /** Picture at the top centre of the window. */
  image?: string | undefined;
  /** Repeat the picture downwards. Defaults to `false` (once). */
  repeatY?: boolean | undefined;
  /** Vertical gradient, top colour to bottom colour; replaces the picture. */
  gradient?: { from: string; to: string } | undefined;
}

/** The CSS background of a backdrop, or `null` when it has nothing to show. */
export function backdropStyle({ color, image, repeatY, gradient }: PageBackdropProps): CSSProperties | null {
  if (gradient) return { backgroundImage: `linear-gradient(to bottom, ${gradient.from}, ${gradient.to})` };
  if (!image && !color) return null;
  return {
    ...(color ? { backgroundColor: color } : {}),
    ...(image
      ? {
          // JSON.stringify quotes and escapes the address, so a quote in it cannot end the url().
          backgroundImage: `url(${JSON.stringify(image)})`,
          backgroundPosition: 'center top',
          backgroundRepeat: repeatY ? 'repeat-y' : 'no-repeat',
        }
      : {}),
  };
}

/**
 * A page background set by a block: a layer fixed over the whole window behind the page content. It
 * takes no room in the page, is hidden from assistive technology and lets every click through.
 * Renders nothing when there is no colour, picture or gradient.
 */
export function PageBackdrop(props: PageBackdropProps) {
  const style = backdropStyle(props);
  if (!style) return null;
  return (
    <Box
      aria-hidden="true"
      position="fixed"
      inset="0"
      zIndex={-1}
      pointerEvents="none"
      // Operator values (any colour, any address) go inline rather than minting a CSS class each.
      style={style}
    />
  );
}
