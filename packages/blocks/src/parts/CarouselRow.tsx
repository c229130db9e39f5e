import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_WIDTH } from './layout.ts';
import { Slideshow, type SlideshowSlide } from './Slideshow.tsx';
import type { BlockSlideshow } from './useBlockSlideshow.ts';

/** Props of {@link CarouselRow}. */
export interface CarouselRowProps {
  /** The carousel block's slideshow, from `useBlockSlideshow`. */
  slideshow: BlockSlideshow<SlideshowSlide>;
  /** Intrinsic width of a slide picture, in px. */
  slideWidth: number;
  /** Height of the row and of the slide pictures, in px. */
  height: number;
  /** The column beside the carousel (promotions, categories, the member's panel); none centres the carousel. */
  side?: ReactNode;
  /** Width of the side column, in px: the gap between the two is what the page column leaves. */
  sideWidth: number;
  /** Puts the side column before the carousel instead of after it. Defaults to `false`. */
  sideFirst?: boolean;
}

/**
 * A top row of the home page: a carousel and a column beside it, filling the 1200 px page column.
 * Narrower (a preview pane), the carousel shrinks and the column keeps its width.
 */
export function CarouselRow({
  slideshow,
  slideWidth,
  height,
  side,
  sideWidth,
  sideFirst = false,
}: CarouselRowProps) {
  return (
    <Flex
      maxW={`${PAGE_WIDTH}px`}
      mx="auto"
      h={`${height}px`}
      gap={`${PAGE_WIDTH - slideWidth - sideWidth}px`}
      justify={side ? 'space-between' : 'center'}
    >
      {sideFirst ? side : null}
      <Slideshow
        {...slideshow}
        imgWidth={slideWidth}
        imgHeight={height}
        flex={`0 1 ${slideWidth}px`}
        minW="0"
      />
      {sideFirst ? null : side}
    </Flex>
  );
}
