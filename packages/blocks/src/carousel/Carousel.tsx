import type { BlockProps } from '@mall/runtime';
import type { CarouselOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { carouselMessages } from './carousel-messages.ts';
import { Slideshow } from '../parts/Slideshow.tsx';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { CAROUSEL_HEIGHT } from './carousel-layout.ts';

/** Time each slide stays before the carousel advances by itself, in ms. Defaults to `5000`. */
export const CAROUSEL_INTERVAL = SLIDESHOW_INTERVAL;

/** Width of a slide picture, in px. */
export const CAROUSEL_WIDTH = 830;

/**
 * A picture carousel (830x453): advances every 5 s and wraps after the last slide, pauses while the
 * pointer or focus is on it, and has previous/next buttons and one dot per slide.
 */
export function Carousel({ name, options }: BlockProps<CarouselOptions>) {
  const { t } = useBlockTranslation(carouselMessages);
  const slideshow = useBlockSlideshow(name, options, t('carousel.label'));
  if (!slideshow) return null;

  return <Slideshow {...slideshow} imgWidth={CAROUSEL_WIDTH} imgHeight={CAROUSEL_HEIGHT} mx="auto" />;
}
