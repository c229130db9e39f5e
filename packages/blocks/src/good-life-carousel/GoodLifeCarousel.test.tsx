import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import type { GoodLifeCarouselOptions } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/goodLifeCarousel/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import {
  currentSlide,
  expectSlidePictures,
  expectStaysOnFirstSlide,
  expectTurnsEveryIntervalAndWraps,
  slideDots,
  walkCarouselByKeyboard,
} from '../testing/slideshow-checks.ts';
import { GOOD_LIFE_BAND_COLOR } from './good-life-carousel-layout.ts';
import { GoodLifeCarousel } from './GoodLifeCarousel.tsx';
import * as stories from './GoodLifeCarousel.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: GoodLifeCarouselOptions = typical.options;
const still = { ...options, autoplay: false };

// The band's colour at each typical slide; the third has none of its own: the good-life cream.
const BAND_COLORS = ['#ffe8cc', '#fde2d4', GOOD_LIFE_BAND_COLOR];

// The full-width band is the carousel's parent; it has no role of its own.
const band = () => screen.getByRole('region', { name: '好生活轮播' }).parentElement;

describe('<GoodLifeCarousel /> stories', () => {
  it('shows a 1200x453 picture on a band of the slide colour, with arrows and dots', async () => {
    const carousel = await renderStoryBlock(Typical, '好生活首页轮播');
    expectSlidePictures(carousel, {
      first: '好生活 · 丰收节',
      later: '温暖居家好物',
      width: 1200,
      height: 453,
    });
    expect(carousel.parentElement).toHaveStyle({ backgroundColor: BAND_COLORS[0] });
    expect(within(carousel).getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(slideDots(carousel)).toHaveLength(3);
  });

  it('offers one dot per slide when there are ten', async () => {
    await renderStoryBlock(ManyItems, '好生活轮播（10 张）');
    expect(slideDots()).toHaveLength(10);
  });
});

describe('<GoodLifeCarousel /> behaviour', () => {
  it('advances every 5000 ms, the band colour with it, and wraps after the last', () => {
    vi.useFakeTimers();
    renderBlock(<GoodLifeCarousel blockKey="g" options={options} />);
    expectTurnsEveryIntervalAndWraps(3, (slide) =>
      expect(band()).toHaveStyle({ backgroundColor: BAND_COLORS[slide - 1] }),
    );
  });

  it('pauses while the keyboard focus is in it', async () => {
    vi.useFakeTimers();
    renderBlock(<GoodLifeCarousel blockKey="g" options={options} />);
    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    expectStaysOnFirstSlide(3);
    act(() => screen.getByRole('button', { name: '下一张' }).blur());
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('is driven from the keyboard: arrows by Enter, dots by arrow keys', async () => {
    renderBlock(<GoodLifeCarousel blockKey="g" options={still} />);
    await walkCarouselByKeyboard('上一张', 3, [
      { keys: '{Enter}', slide: 3 },
      { keys: '{Tab}{Tab}', focused: '切换到第 1 张' },
      { keys: '{ArrowRight}', slide: 2 },
    ]);
    expect(band()).toHaveStyle({ backgroundColor: BAND_COLORS[1] });
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(<GoodLifeCarousel blockKey="g" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Good Life carousel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'slide 1 of 3' })).toBeInTheDocument();
  });
});
