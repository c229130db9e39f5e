import type { BlockProps } from '@mall/runtime';
import type { Carousel4Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { Slideshow } from '../parts/Slideshow.tsx';
import { SlidePicker, SlidePickerButton } from '../parts/SlidePicker.tsx';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import { CAROUSEL4_SLIDE_HEIGHT, CAROUSEL4_SLIDE_WIDTH, CAROUSEL4_TABS_HEIGHT } from './carousel-4-layout.ts';
import { carousel4Messages } from './carousel-4-messages.ts';
import { FOCUS_RING_INSIDE } from '../parts/focus-ring.ts';

/**
 * An 830x453 carousel (5 s, wraps, pauses on hover and focus) with a strip of text tabs under it in
 * place of dots, one per slide, named by its category model name, else its title. A tab shows its
 * slide on click or hover, and the arrow keys move along the strip.
 */
export function Carousel4({ name, options }: BlockProps<Carousel4Options>) {
  const { t } = useBlockTranslation(carousel4Messages);
  const slideshow = useBlockSlideshow(name, options, t('carousel4.label'));
  if (!slideshow) return null;
  const { show, slides } = slideshow;

  return (
    <Slideshow
      {...slideshow}
      imgWidth={CAROUSEL4_SLIDE_WIDTH}
      imgHeight={CAROUSEL4_SLIDE_HEIGHT}
      dots={false}
      mx="auto"
    >
      <SlidePicker show={show} label={t('carousel4.tabs')} h={`${CAROUSEL4_TABS_HEIGHT}px`} bg="bg.muted">
        {slides.map((slide, i) => {
          const current = i === show.index;
          return (
            <SlidePickerButton
              key={i}
              show={show}
              index={i}
              pickOnHover
              flex="1 1 0"
              minW="0"
              px="2"
              fontSize="sm"
              whiteSpace="nowrap"
              overflow="hidden"
              textOverflow="ellipsis"
              borderTopWidth="3px"
              borderColor={current ? 'brand.solid' : 'transparent'}
              bg={current ? 'bg' : 'transparent'}
              color={current ? 'brand.solid' : 'fg.muted'}
              fontWeight={current ? 'bold' : 'normal'}
              transition="color 0.2s, background 0.2s, border-color 0.2s"
              _hover={{ color: 'brand.solid' }}
              _focusVisible={FOCUS_RING_INSIDE}
            >
              {slide.cateModelName?.trim() || slide.title?.trim() || t('carousel4.slideN', { index: i + 1 })}
            </SlidePickerButton>
          );
        })}
      </SlidePicker>
    </Slideshow>
  );
}
