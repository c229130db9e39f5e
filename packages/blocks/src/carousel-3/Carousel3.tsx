import type { BlockProps } from '@mall/runtime';
import type { Carousel3Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { FixedImage } from '../parts/FixedImage.tsx';
import { Slideshow, slideName } from '../parts/Slideshow.tsx';
import { slideshowMessages } from '../parts/slideshow-messages.ts';
import { SlidePicker, SlidePickerButton } from '../parts/SlidePicker.tsx';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import {
  CAROUSEL3_SLIDE_HEIGHT,
  CAROUSEL3_SLIDE_WIDTH,
  CAROUSEL3_STRIP_PADDING,
  CAROUSEL3_THUMB_HEIGHT,
  CAROUSEL3_THUMB_WIDTH,
} from './carousel-3-layout.ts';
import { carousel3Messages } from './carousel-3-messages.ts';

/**
 * A full-width 1200x453 carousel (5 s, wraps, pauses on hover and focus) with a strip of 120x45
 * thumbnails under it in place of dots: a thumbnail shows its slide on click or hover, and the
 * arrow keys move along the strip.
 */
export function Carousel3({ name, options }: BlockProps<Carousel3Options>) {
  const { t } = useBlockTranslation(carousel3Messages);
  const { t: tSlides } = useBlockTranslation(slideshowMessages);
  const slideshow = useBlockSlideshow(name, options, t('carousel3.label'));
  if (!slideshow) return null;
  const { show, slides, label } = slideshow;

  return (
    <Slideshow
      {...slideshow}
      imgWidth={CAROUSEL3_SLIDE_WIDTH}
      imgHeight={CAROUSEL3_SLIDE_HEIGHT}
      dots={false}
      mx="auto"
    >
      <SlidePicker
        show={show}
        label={t('carousel3.thumbnails')}
        justify="center"
        gap="3"
        py={`${CAROUSEL3_STRIP_PADDING}px`}
        bg="bg.subtle"
      >
        {slides.map((slide, i) => {
          const current = i === show.index;
          return (
            <SlidePickerButton
              key={i}
              show={show}
              index={i}
              pickOnHover
              aria-label={tSlides('slideshow.goTo', { index: i + 1 })}
              flex={`0 1 ${CAROUSEL3_THUMB_WIDTH}px`}
              minW="0"
              h={`${CAROUSEL3_THUMB_HEIGHT}px`}
              p="0"
              borderRadius="sm"
              overflow="hidden"
              outline="2px solid"
              outlineColor={current ? 'brand.solid' : 'transparent'}
              outlineOffset="1px"
              opacity={current ? 1 : 0.6}
              transition="opacity 0.2s, outline-color 0.2s"
              _hover={{ opacity: 1 }}
              _focusVisible={{ opacity: 1, outlineColor: 'brand.fg' }}
            >
              <FixedImage
                src={slide.img}
                alt={slideName(slide, label)}
                imgWidth={CAROUSEL3_THUMB_WIDTH}
                imgHeight={CAROUSEL3_THUMB_HEIGHT}
              />
            </SlidePickerButton>
          );
        })}
      </SlidePicker>
    </Slideshow>
  );
}
