import type { BlockProps } from '@mall/runtime';
import type { CarouselOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { carouselMessages } from './carousel-messages.ts';
import { Slideshow } from '../parts/Slideshow.tsx';
import { SLIDESHOW_INTERVAL, useSlideshow } from '../parts/useSlideshow.ts';
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
  const slides = options.list;
  const show = useSlideshow(slides.length, options.autoplay ?? true);
  if (slides.length === 0) return null;

  return (
    <Slideshow
      show={show}
      slides={slides}
      label={name?.trim() || t('carousel.label')}
      imgWidth={CAROUSEL_WIDTH}
      imgHeight={CAROUSEL_HEIGHT}
      mx="auto"
    />
  );
}
