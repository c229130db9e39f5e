import { Box, chakra, Flex, IconButton, VisuallyHidden } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { CarouselOptions } from '@mall/schemas';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_HEIGHT } from '../block-heights.ts';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { carouselMessages } from './carousel-messages.ts';
import { ImageLink } from '../parts/ImageLink.tsx';

/** Time each slide stays before the carousel advances by itself, in ms. Defaults to `5000`. */
export const CAROUSEL_INTERVAL = 5000;

/** Width of a slide picture, in px. */
export const CAROUSEL_WIDTH = 830;

/**
 * A picture carousel (830x453): advances every 5 s and wraps after the last slide, pauses while the
 * pointer or focus is on it, and has previous/next buttons and one dot per slide. The current slide
 * lives in React state driven by our own timer; embla only animates the slide track (and reports drags).
 */
export function Carousel({ name, options }: BlockProps<CarouselOptions>) {
  const { t } = useBlockTranslation(carouselMessages);
  const slides = options.list;
  const count = slides.length;
  const autoplay = options.autoplay ?? true;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: count > 1, duration: 30 });
  const running = autoplay && count > 1 && !hovered && !focused;

  // A fresh timer per slide, so a click on a dot or arrow gives the new slide its full 5 s.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  // Embla follows the state; its snap list only matches the slides once it has measured them.
  useEffect(() => {
    if (!emblaApi || emblaApi.scrollSnapList().length !== count) return;
    if (emblaApi.selectedScrollSnap() !== index) emblaApi.scrollTo(index);
  }, [emblaApi, index, count]);

  // A drag or swipe moves embla first; the state follows it.
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      if (emblaApi.scrollSnapList().length === count) setIndex(emblaApi.selectedScrollSnap());
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, count]);

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  if (count === 0) return null;
  const label = name?.trim() || t('carousel.label');

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      w="100%"
      maxW={`${CAROUSEL_WIDTH}px`}
      h={`${CAROUSEL_HEIGHT}px`}
      mx="auto"
      overflow="hidden"
      bg="bg.muted"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box ref={emblaRef} overflow="hidden" h="100%">
        <Flex h="100%">
          {slides.map((slide, i) => (
            <Box
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { index: i + 1, count })}
              aria-hidden={i !== index}
              // Off-screen slides leave the tab order and the accessibility tree.
              inert={i !== index}
              flex="0 0 100%"
              minW="0"
              h="100%"
            >
              <ImageLink
                url={slide.url}
                src={slide.img}
                alt={slide.title?.trim() || slide.cateModelName || label}
                imgWidth={CAROUSEL_WIDTH}
                imgHeight={CAROUSEL_HEIGHT}
                loading={i === 0 ? 'eager' : 'lazy'}
                h="100%"
              />
            </Box>
          ))}
        </Flex>
      </Box>

      {/* Announces the slide when the user changes it; silent while it turns by itself. */}
      <VisuallyHidden aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {t('carousel.slideOf', { index: index + 1, count })}
      </VisuallyHidden>

      {count > 1 ? (
        <>
          <IconButton
            aria-label={t('carousel.previous')}
            onClick={() => go(index - 1)}
            position="absolute"
            left="3"
            top="50%"
            transform="translateY(-50%)"
            variant="subtle"
            colorPalette="gray"
            bg="blackAlpha.400"
            color="white"
            _hover={{ bg: 'blackAlpha.600' }}
            size="md"
            fontSize="2xl"
          >
            <span aria-hidden="true">‹</span>
          </IconButton>
          <IconButton
            aria-label={t('carousel.next')}
            onClick={() => go(index + 1)}
            position="absolute"
            right="3"
            top="50%"
            transform="translateY(-50%)"
            variant="subtle"
            colorPalette="gray"
            bg="blackAlpha.400"
            color="white"
            _hover={{ bg: 'blackAlpha.600' }}
            size="md"
            fontSize="2xl"
          >
            <span aria-hidden="true">›</span>
          </IconButton>
          <Flex position="absolute" bottom="4" left="0" right="0" justify="center" gap="2">
            {slides.map((_, i) => (
              <chakra.button
                key={i}
                type="button"
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                w={i === index ? '6' : '2.5'}
                h="2.5"
                borderRadius="full"
                bg={i === index ? 'white' : 'whiteAlpha.600'}
                boxShadow="sm"
                cursor="pointer"
                transition="width 0.2s, background 0.2s"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              />
            ))}
          </Flex>
        </>
      ) : null}
    </Box>
  );
}
