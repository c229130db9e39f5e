import { Box } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { GoodLifeCarouselOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { Slideshow } from '../parts/Slideshow.tsx';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import {
  GOOD_LIFE_BAND_COLOR,
  GOOD_LIFE_CAROUSEL_HEIGHT,
  GOOD_LIFE_CAROUSEL_WIDTH,
} from './good-life-carousel-layout.ts';
import { goodLifeCarouselMessages } from './good-life-carousel-messages.ts';

/**
 * The good-life mall's (HSHSC) home carousel: a 1200x453 picture on a band across the whole window
 * that takes the current slide's colour (the good-life cream by default), with round orange arrows
 * and dots. It advances every 5 s, wraps after the last slide and pauses on hover and focus.
 */
export function GoodLifeCarousel({ name, options }: BlockProps<GoodLifeCarouselOptions>) {
  const { t } = useBlockTranslation(goodLifeCarouselMessages);
  const slideshow = useBlockSlideshow(name, options, t('goodLifeCarousel.label'));
  if (!slideshow) return null;
  const { show, slides } = slideshow;

  return (
    <Box
      w="100%"
      style={{ backgroundColor: slides[show.index]?.bgColor ?? GOOD_LIFE_BAND_COLOR }}
      transition="background-color 0.6s ease"
    >
      <Slideshow
        {...slideshow}
        imgWidth={GOOD_LIFE_CAROUSEL_WIDTH}
        imgHeight={GOOD_LIFE_CAROUSEL_HEIGHT}
        tone="warm"
        mx="auto"
      />
    </Box>
  );
}
