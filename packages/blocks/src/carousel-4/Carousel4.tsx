import { chakra, Flex } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { Carousel4Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { Slideshow } from '../parts/Slideshow.tsx';
import { SLIDE_PICKER_ATTRIBUTE, useSlideshow } from '../parts/useSlideshow.ts';
import { CAROUSEL4_SLIDE_HEIGHT, CAROUSEL4_SLIDE_WIDTH, CAROUSEL4_TABS_HEIGHT } from './carousel-4-layout.ts';
import { carousel4Messages } from './carousel-4-messages.ts';

/**
 * An 830x453 carousel (5 s, wraps, pauses on hover and focus) with a strip of text tabs under it in
 * place of dots, one per slide, named by its category model name, else its title. A tab shows its
 * slide on click or hover, and the arrow keys move along the strip.
 */
export function Carousel4({ name, options }: BlockProps<Carousel4Options>) {
  const { t } = useBlockTranslation(carousel4Messages);
  const slides = options.list;
  const show = useSlideshow(slides.length, options.autoplay ?? true);
  if (slides.length === 0) return null;

  return (
    <Slideshow
      show={show}
      slides={slides}
      label={name?.trim() || t('carousel4.label')}
      imgWidth={CAROUSEL4_SLIDE_WIDTH}
      imgHeight={CAROUSEL4_SLIDE_HEIGHT}
      dots={false}
      mx="auto"
    >
      <Flex
        role="group"
        aria-label={t('carousel4.tabs')}
        h={`${CAROUSEL4_TABS_HEIGHT}px`}
        bg="bg.muted"
        onKeyDown={show.onPickerKeyDown}
      >
        {slides.map((slide, i) => {
          const current = i === show.index;
          return (
            <chakra.button
              key={i}
              type="button"
              {...{ [SLIDE_PICKER_ATTRIBUTE]: '' }}
              aria-current={current ? 'true' : undefined}
              onClick={() => show.go(i)}
              onMouseEnter={() => show.go(i)}
              flex="1 1 0"
              minW="0"
              px="2"
              fontSize="sm"
              whiteSpace="nowrap"
              overflow="hidden"
              textOverflow="ellipsis"
              cursor="pointer"
              borderTopWidth="3px"
              borderColor={current ? 'brand.solid' : 'transparent'}
              bg={current ? 'bg' : 'transparent'}
              color={current ? 'brand.solid' : 'fg.muted'}
              fontWeight={current ? 'bold' : 'normal'}
              transition="color 0.2s, background 0.2s, border-color 0.2s"
              _hover={{ color: 'brand.solid' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
            >
              {slide.cateModelName?.trim() || slide.title?.trim() || t('carousel4.slideN', { index: i + 1 })}
            </chakra.button>
          );
        })}
      </Flex>
    </Slideshow>
  );
}
