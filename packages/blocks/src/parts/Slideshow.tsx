import { Box, Flex, IconButton, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, type ReactNode } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { ImageLink } from './ImageLink.tsx';
import { slideshowMessages } from './slideshow-messages.ts';
import { useAfterFirstFrame } from './useAfterFirstFrame.ts';
import { SlidePickerButton } from './SlidePicker.tsx';
import type { SlideshowState } from './useSlideshow.ts';
import { FOCUS_RING } from './focus-ring.ts';

/** One slide as the carousel blocks store it (their items may carry more fields). */
export interface SlideshowSlide {
  /** Slide picture. */
  img: string;
  /** Where a click on the slide goes; empty means not clickable. */
  url?: string;
  /** Alternative text of the picture. */
  title?: string;
  /** Name of the category model the slide links to; the alt text when there is no title. */
  cateModelName?: string;
}

/** What a slide is called: its title, else its category model name, else `fallback` (the block's label). */
export function slideName(slide: SlideshowSlide, fallback: string): string {
  return slide.title?.trim() || slide.cateModelName?.trim() || fallback;
}

/** Looks of the arrows and dots. */
export type SlideshowTone = 'neutral' | 'warm';

const TONES = {
  neutral: {
    arrow: { bg: 'blackAlpha.400', color: 'white', _hover: { bg: 'blackAlpha.600' } },
    dot: 'white',
    dotIdle: 'whiteAlpha.600',
  },
  // The good-life mall: round light arrows and dots in its warm orange.
  warm: {
    arrow: {
      bg: 'whiteAlpha.800',
      color: 'orange.600',
      borderRadius: 'full',
      _hover: { bg: 'orange.500', color: 'white' },
    },
    dot: 'orange.500',
    dotIdle: 'whiteAlpha.800',
  },
} as const;

/** Props of {@link Slideshow}. */
export interface SlideshowProps extends Omit<BoxProps, 'children'> {
  /** The state from `useSlideshow(slides.length, autoplay)`, which the block may also read. */
  show: SlideshowState;
  slides: readonly SlideshowSlide[];
  /** Accessible name of the carousel region, and the alt text of slides without a name. */
  label: string;
  /** Intrinsic width of a slide picture, in px; also the region's maximum width. */
  imgWidth: number;
  /** Intrinsic height of a slide picture, in px; the height of the picture area. */
  imgHeight: number;
  /** One dot per slide over the picture. Off for carousels with their own tabs or thumbnails. Defaults to `true`. */
  dots?: boolean;
  /** Looks of the arrows and dots. Defaults to `neutral`. */
  tone?: SlideshowTone;
  /** Shown under the pictures inside the carousel (a tab or thumbnail strip); pauses it too. */
  children?: ReactNode;
}

/**
 * The picture carousel the carousel blocks share: a region with one slide (picture link) in view,
 * previous/next buttons and dots, pausing on hover and focus. The current slide lives in `show`
 * (the block's `useSlideshow`); embla only animates the slide track and reports drags.
 * The first slide's picture loads eagerly (it is the first screen), the others lazily.
 */
export function Slideshow({
  show,
  slides,
  label,
  imgWidth,
  imgHeight,
  dots = true,
  tone = 'neutral',
  children,
  ...boxProps
}: SlideshowProps) {
  const { t } = useBlockTranslation(slideshowMessages);
  const { count, index, running, go } = show;
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: count > 1, duration: 30 });
  // Embla measures every slide as it starts. It starts after the first paint, when that costs nothing;
  // until then the track shows the first slide, as embla does.
  const emblaStarts = useAfterFirstFrame();
  const look = TONES[tone];

  // Embla follows the state; its snap list only matches the slides once it has measured them.
  useEffect(() => {
    if (!emblaApi || emblaApi.scrollSnapList().length !== count) return;
    if (emblaApi.selectedScrollSnap() !== index) emblaApi.scrollTo(index);
  }, [emblaApi, index, count]);

  // A drag or swipe moves embla first; the state follows it.
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      if (emblaApi.scrollSnapList().length === count) go(emblaApi.selectedScrollSnap());
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, count, go]);

  const arrowStyle = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    variant: 'subtle',
    colorPalette: 'gray',
    size: 'md',
    fontSize: '2xl',
    ...look.arrow,
  } as const;

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      w="100%"
      maxW={`${imgWidth}px`}
      {...show.pauseHandlers}
      {...boxProps}
    >
      <Box position="relative" h={`${imgHeight}px`} overflow="hidden" bg="bg.muted">
        <Box ref={emblaStarts ? emblaRef : undefined} overflow="hidden" h="100%">
          <Flex h="100%">
            {slides.map((slide, i) => (
              <Box
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slideshow.slideOf', { index: i + 1, count })}
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
                  alt={slideName(slide, label)}
                  imgWidth={imgWidth}
                  imgHeight={imgHeight}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  h="100%"
                />
              </Box>
            ))}
          </Flex>
        </Box>

        {/* Announces the slide when the user changes it; silent while it turns by itself. */}
        <VisuallyHidden aria-live={running ? 'off' : 'polite'} aria-atomic="true">
          {t('slideshow.slideOf', { index: index + 1, count })}
        </VisuallyHidden>

        {count > 1 ? (
          <>
            <IconButton
              aria-label={t('slideshow.previous')}
              onClick={() => go(index - 1)}
              left="3"
              {...arrowStyle}
            >
              <span aria-hidden="true">‹</span>
            </IconButton>
            <IconButton
              aria-label={t('slideshow.next')}
              onClick={() => go(index + 1)}
              right="3"
              {...arrowStyle}
            >
              <span aria-hidden="true">›</span>
            </IconButton>
          </>
        ) : null}

        {dots && count > 1 ? (
          <Flex
            position="absolute"
            bottom="4"
            left="0"
            right="0"
            justify="center"
            gap="2"
            onKeyDown={show.onPickerKeyDown}
          >
            {slides.map((_, i) => (
              <SlidePickerButton
                key={i}
                show={show}
                index={i}
                aria-label={t('slideshow.goTo', { index: i + 1 })}
                w={i === index ? '6' : '2.5'}
                h="2.5"
                borderRadius="full"
                bg={i === index ? look.dot : look.dotIdle}
                boxShadow="sm"
                transition="width 0.2s, background 0.2s"
                _focusVisible={FOCUS_RING}
              />
            ))}
          </Flex>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
