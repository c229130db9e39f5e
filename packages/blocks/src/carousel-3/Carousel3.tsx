import { chakra, Flex, Image } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { Carousel3Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { Slideshow, slideName } from '../parts/Slideshow.tsx';
import { slideshowMessages } from '../parts/slideshow-messages.ts';
import { SLIDE_PICKER_ATTRIBUTE, useSlideshow } from '../parts/useSlideshow.ts';
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
  const slides = options.list;
  const show = useSlideshow(slides.length, options.autoplay ?? true);
  if (slides.length === 0) return null;
  const label = name?.trim() || t('carousel3.label');

  return (
    <Slideshow
      show={show}
      slides={slides}
      label={label}
      imgWidth={CAROUSEL3_SLIDE_WIDTH}
      imgHeight={CAROUSEL3_SLIDE_HEIGHT}
      dots={false}
      mx="auto"
    >
      <Flex
        role="group"
        aria-label={t('carousel3.thumbnails')}
        justify="center"
        gap="3"
        py={`${CAROUSEL3_STRIP_PADDING}px`}
        bg="bg.subtle"
        onKeyDown={show.onPickerKeyDown}
      >
        {slides.map((slide, i) => {
          const current = i === show.index;
          return (
            <chakra.button
              key={i}
              type="button"
              {...{ [SLIDE_PICKER_ATTRIBUTE]: '' }}
              aria-label={tSlides('slideshow.goTo', { index: i + 1 })}
              aria-current={current ? 'true' : undefined}
              onClick={() => show.go(i)}
              onMouseEnter={() => show.go(i)}
              flex={`0 1 ${CAROUSEL3_THUMB_WIDTH}px`}
              minW="0"
              h={`${CAROUSEL3_THUMB_HEIGHT}px`}
              p="0"
              borderRadius="sm"
              overflow="hidden"
              cursor="pointer"
              outline="2px solid"
              outlineColor={current ? 'brand.solid' : 'transparent'}
              outlineOffset="1px"
              opacity={current ? 1 : 0.6}
              transition="opacity 0.2s, outline-color 0.2s"
              _hover={{ opacity: 1 }}
              _focusVisible={{ opacity: 1, outlineColor: 'brand.fg' }}
            >
              <Image
                src={slide.img}
                alt={slideName(slide, label)}
                htmlWidth={CAROUSEL3_THUMB_WIDTH}
                htmlHeight={CAROUSEL3_THUMB_HEIGHT}
                loading="lazy"
                display="block"
                w="100%"
                h="100%"
                fit="cover"
              />
            </chakra.button>
          );
        })}
      </Flex>
    </Slideshow>
  );
}
