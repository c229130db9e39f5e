import { composeStories } from '@storybook/react-vite';
import type { BlockProps } from '@mall/runtime';
import type { ComponentType, ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import carousel from '../../../../fixtures/blocks/carousel/typical.json';
import carousel1 from '../../../../fixtures/blocks/carousel1/typical.json';
import carousel2 from '../../../../fixtures/blocks/carousel2/typical.json';
import carousel3 from '../../../../fixtures/blocks/carousel3/typical.json';
import carousel4 from '../../../../fixtures/blocks/carousel4/typical.json';
import carousel5 from '../../../../fixtures/blocks/carousel5/typical.json';
import goodLifeCarousel from '../../../../fixtures/blocks/goodLifeCarousel/typical.json';
import { Carousel } from '../carousel/Carousel.tsx';
import * as carouselStories from '../carousel/Carousel.stories.tsx';
import { Carousel1 } from '../carousel-1/Carousel1.tsx';
import * as carousel1Stories from '../carousel-1/Carousel1.stories.tsx';
import { Carousel2 } from '../carousel-2/Carousel2.tsx';
import * as carousel2Stories from '../carousel-2/Carousel2.stories.tsx';
import { Carousel3 } from '../carousel-3/Carousel3.tsx';
import * as carousel3Stories from '../carousel-3/Carousel3.stories.tsx';
import { Carousel4 } from '../carousel-4/Carousel4.tsx';
import * as carousel4Stories from '../carousel-4/Carousel4.stories.tsx';
import { Carousel5 } from '../carousel-5/Carousel5.tsx';
import * as carousel5Stories from '../carousel-5/Carousel5.stories.tsx';
import { GoodLifeCarousel } from '../good-life-carousel/GoodLifeCarousel.tsx';
import * as goodLifeCarouselStories from '../good-life-carousel/GoodLifeCarousel.stories.tsx';
import { navigationsOnClicking } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectStaysOnFirstSlide, expectTurnsEveryIntervalAndWraps } from '../testing/slideshow-checks.ts';
import { expectStoryShowsNothing } from '../testing/story-checks.ts';
import { slideName, type SlideshowSlide } from './Slideshow.tsx';

// Every carousel block turns through this slideshow (and its useSlideshow); what they all do is
// checked here, block by block, and what each adds (tabs, thumbnails, a band, a panel) beside it.

/** One carousel block, rendered with its typical slides and autoplay on or off, and its story without slides. */
interface CarouselCase {
  block: string;
  render: (autoplay: boolean) => ReactElement;
  slides: readonly SlideshowSlide[];
  Empty: ComponentType;
}

function carouselCase<Options extends { list: SlideshowSlide[]; autoplay?: boolean }>(
  Block: ComponentType<BlockProps<Options>>,
  typical: { options: Options },
  Empty: ComponentType,
): CarouselCase {
  return {
    block: Block.name,
    render: (autoplay) => <Block blockKey="c" options={{ ...typical.options, autoplay }} />,
    slides: typical.options.list,
    Empty,
  };
}

const CAROUSELS = [
  carouselCase(Carousel, carousel, composeStories(carouselStories).Empty),
  carouselCase(Carousel1, carousel1, composeStories(carousel1Stories).Empty),
  carouselCase(Carousel2, carousel2, composeStories(carousel2Stories).Empty),
  carouselCase(Carousel3, carousel3, composeStories(carousel3Stories).Empty),
  carouselCase(Carousel4, carousel4, composeStories(carousel4Stories).Empty),
  carouselCase(Carousel5, carousel5, composeStories(carousel5Stories).Empty),
  carouselCase(GoodLifeCarousel, goodLifeCarousel, composeStories(goodLifeCarouselStories).Empty),
];

describe.each(CAROUSELS)('<$block /> as a slideshow', ({ render, slides, Empty }) => {
  it('renders nothing without slides', async () => {
    await expectStoryShowsNothing(Empty);
  });

  it('advances every 5000 ms and wraps to the first slide after the last', () => {
    vi.useFakeTimers();
    renderBlock(render(true));
    expectTurnsEveryIntervalAndWraps(slides.length);
  });

  it('stays on its first slide when autoplay is off', () => {
    vi.useFakeTimers();
    renderBlock(render(false));
    expectStaysOnFirstSlide(slides.length);
  });

  it('opens the first slide, named after it, through the link opener', async () => {
    const [first] = slides;
    const clicks = [['link', slideName(first!, '')]] as const;
    expect(await navigationsOnClicking(render(false), clicks)).toEqual([
      { kind: 'internal', path: first?.url },
    ]);
  });
});
